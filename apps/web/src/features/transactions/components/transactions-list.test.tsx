import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Account } from '@wealthlog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { TransactionsList } from './transactions-list';

const TOTAL = 100_000;
const PAGE_SIZE = 250;
const ROW = 48; // desktop row height (jsdom's matchMedia stub never matches the phone query)

/** Row n (0-based) is transaction n + 1, described "Row n+1", so the DOM shows where it came from. */
function pageOf(page: number) {
  const items = Array.from({ length: PAGE_SIZE }, (_, i) => {
    const id = (page - 1) * PAGE_SIZE + i + 1;
    return {
      id,
      accountId: 1,
      type: 'EXPENSE',
      amount: 1,
      currency: 'EUR',
      date: '2026-01-01',
      description: `Row ${id}`,
      splits: [],
    };
  });
  return { items, total: TOTAL, page, pageSize: PAGE_SIZE };
}

const accounts = new Map([[1, { id: 1, name: 'Cash', currency: 'EUR' } as Account]]);

// jsdom lays nothing out: give every element a 480 px viewport (10 rows) so the virtualizer
// renders rows, and let the test set the scroller's scrollTop as a drag of the thumb would.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function scrollTo(scroller: HTMLElement, top: number) {
  Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(scroller);
}

const requestedPages = (fetchMock: ReturnType<typeof stubApi>) =>
  callsTo(fetchMock, 'GET /api/transactions').map(([input]) =>
    Number(new URL(String(input), 'http://localhost').searchParams.get('page')),
  );

describe('TransactionsList', () => {
  it('spans all rows at once and loads only the pages around where the thumb is dropped', async () => {
    const fetchMock = stubApi({
      'GET /api/transactions': ({ url }) =>
        jsonResponse(200, pageOf(Number(url.searchParams.get('page')))),
    });
    renderWithProviders(
      <TransactionsList
        filter={{}}
        total={TOTAL}
        accounts={accounts}
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    const list = screen.getByTestId('transactions-list');
    expect(list).toHaveAttribute('role', 'table');
    expect(list).toHaveAttribute('aria-rowcount', String(TOTAL));
    // The header row, then rows as placeholders until page 1 answers.
    expect(within(list).getAllByRole('columnheader')).toHaveLength(7);
    const first = await screen.findAllByTestId('transaction-row');
    expect(first[0]).toHaveAttribute('aria-rowindex', '1');
    expect(first[0]).toHaveTextContent('Row 1');
    expect(within(first[0]!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(first[0]!).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    scrollTo(list, 90_000 * ROW);
    // At once: rows around 90,000 as placeholders of the same height, with their row index.
    const waiting = await screen.findAllByTestId('transaction-row-placeholder');
    const row90k = waiting.find((el) => el.getAttribute('aria-rowindex') === '90001');
    expect(row90k).toBeDefined();
    expect(row90k).toHaveStyle({ height: `${ROW}px` });
    expect(row90k).toHaveAttribute('role', 'row');
    expect(screen.queryAllByTestId('transaction-row')).toHaveLength(0);

    // Once the position has settled, its page arrives and the placeholders become rows.
    await waitFor(() => expect(screen.getByText('Row 90001')).toBeInTheDocument());
    expect(screen.queryAllByTestId('transaction-row-placeholder')).toHaveLength(0);
    const loaded = screen.getAllByTestId('transaction-row');
    expect(loaded.find((el) => el.textContent?.includes('Row 90001'))).toHaveAttribute(
      'aria-rowindex',
      '90001',
    );
    const pages = requestedPages(fetchMock);
    expect(pages).toContain(361);
    expect(pages.filter((p) => p >= 2 && p <= 359)).toEqual([]);
  });
});
