import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { SETTLE_MS, useTransactionPages } from './use-transaction-pages';

const TOTAL = 100_000;
const PAGE_SIZE = 250;
/** What the list renders around a row at the top of the view: ~20 rows on screen, overscan 12. */
const viewAt = (row: number) => ({ start: Math.max(row - 12, 0), end: row + 20 });

/** Row n (0-based) of the server's list has id n + 1, so a row shows which page it came from. */
function pageOf(page: number) {
  const items = Array.from({ length: PAGE_SIZE }, (_, i) => {
    const id = (page - 1) * PAGE_SIZE + i + 1;
    return { id, accountId: 1, type: 'EXPENSE', amount: 1, date: '2026-01-01' };
  });
  return { items, total: TOTAL, page, pageSize: PAGE_SIZE };
}

/**
 * GET /api/transactions answering any page of a 100k-row list. Each request is recorded with its
 * page and abort signal; `hold` keeps answers back until `release()`, to abort one mid-flight.
 */
function serveTransactions({ hold = false } = {}) {
  const requests: { page: number; signal: AbortSignal | undefined }[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  stubApi({
    'GET /api/transactions': async ({ url, init }) => {
      const page = Number(url.searchParams.get('page'));
      expect(url.searchParams.get('pageSize')).toBe(String(PAGE_SIZE));
      requests.push({ page, signal: init.signal ?? undefined });
      if (hold && page !== 1) await held;
      return jsonResponse(200, pageOf(page));
    },
  });
  const pages = () => requests.map((r) => r.page);
  return { requests, pages, release };
}

function renderPages(filter = {}) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ start, end }: { start: number; end: number }) => useTransactionPages(filter, start, end),
    { wrapper, initialProps: viewAt(0) },
  );
}

/** Pages 2…359: everything a page-after-page loader would have fetched before row 90,000. */
const between = (pages: number[]) => pages.filter((p) => p >= 2 && p <= 359);

afterEach(() => {
  vi.useRealTimers();
});

describe('useTransactionPages', () => {
  it('knows the total from page 1 and shows its rows', async () => {
    const server = serveTransactions();
    const { result } = renderPages();
    await waitFor(() => expect(result.current.total).toBe(TOTAL));
    expect(result.current.rowAt(0)?.id).toBe(1);
    expect(result.current.rowAt(249)?.id).toBe(250);
    // Row 250 is page 2's: not loaded while the view is at the top.
    expect(result.current.rowAt(250)).toBeUndefined();
    expect(server.pages()).toEqual([1]);
  });

  it('jumping to row 90,000 loads page 361 (and its margin neighbour), never pages 2…359', async () => {
    const server = serveTransactions();
    const { result, rerender } = renderPages();
    await waitFor(() => expect(result.current.total).toBe(TOTAL));

    rerender(viewAt(90_000));
    // Not loaded yet: the list shows placeholders for these rows.
    expect(result.current.rowAt(90_000)).toBeUndefined();
    await waitFor(() => expect(result.current.rowAt(90_000)?.id).toBe(90_001));
    expect(result.current.rowAt(90_020)?.id).toBe(90_021);
    // Rows 89,988…90,020 plus the 100-row margin: pages 360 and 361.
    expect(result.current.rowAt(89_988)?.id).toBe(89_989);

    expect(server.pages()).toContain(361);
    expect(server.pages().every((p) => [1, 360, 361, 362].includes(p))).toBe(true);
    expect(between(server.pages())).toEqual([]);
    expect(new Set(server.pages()).size).toBe(server.pages().length);
  });

  it('a fast drag down the scrollbar requests only where it stops', async () => {
    vi.useFakeTimers();
    const server = serveTransactions();
    const { result, rerender } = renderPages();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current.total).toBe(TOTAL);

    // One frame every 16 ms, 1,000 rows (four pages) per frame, from row 0 to row 90,000.
    for (let row = 1_000; row <= 90_000; row += 1_000) {
      rerender(viewAt(row));
      await act(() => vi.advanceTimersByTimeAsync(16));
    }
    expect(server.pages()).toEqual([1]);

    // The thumb rests on row 90,000: after SETTLE_MS its pages are asked for, only those.
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_MS + 50));
    expect([...server.pages()].sort((a, b) => a - b)).toEqual([1, 360, 361]);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current.rowAt(90_000)?.id).toBe(90_001);
  });

  it('aborts the request of a page scrolled out of view before it answered', async () => {
    const server = serveTransactions({ hold: true });
    const { result, rerender } = renderPages();
    await waitFor(() => expect(result.current.total).toBe(TOTAL));

    rerender(viewAt(50_100));
    await waitFor(() => expect(server.pages()).toEqual([1, 200, 201]));
    const held = server.requests.filter((r) => r.page !== 1);
    expect(held.map((r) => r.signal?.aborted)).toEqual([false, false]);

    rerender(viewAt(90_000));
    await waitFor(() => expect(held.map((r) => r.signal?.aborted)).toEqual([true, true]));
    server.release();
    await waitFor(() => expect(result.current.rowAt(90_000)?.id).toBe(90_001));
    // Rows 50,088…50,120 with their margin are on pages 200 and 201, and nothing else before.
    expect(between(server.pages())).toEqual([200, 201]);
  });

  it('shows a page seen before at once when scrolling back, without asking again', async () => {
    const server = serveTransactions();
    const { result, rerender } = renderPages();
    await waitFor(() => expect(result.current.total).toBe(TOTAL));
    rerender(viewAt(90_000));
    await waitFor(() => expect(result.current.rowAt(90_000)?.id).toBe(90_001));
    const asked = server.pages().length;

    rerender(viewAt(0));
    rerender(viewAt(90_000));
    // Same render: straight from the cache, no placeholder.
    expect(result.current.rowAt(90_000)?.id).toBe(90_001);
    await new Promise((r) => setTimeout(r, SETTLE_MS + 50));
    expect(server.pages()).toHaveLength(asked);
  });

  it('asks for nothing past page 1 when everything fits on it', async () => {
    stubApi({
      'GET /api/transactions': () =>
        jsonResponse(200, { items: pageOf(1).items.slice(0, 3), total: 3, page: 1, pageSize: 250 }),
    });
    const { result } = renderPages();
    await waitFor(() => expect(result.current.total).toBe(3));
    expect(result.current.rowAt(2)?.id).toBe(3);
    expect(result.current.rowAt(3)).toBeUndefined();
  });
});
