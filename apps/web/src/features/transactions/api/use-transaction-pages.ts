import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import type { Transaction, TransactionFilter } from '@wealthlog/core';
import {
  TRANSACTION_PAGE_SIZE,
  transactionPageOptions,
  useFirstTransactionPage,
} from './list-transactions';
import { indexInPage, pageOfRow, pagesForRows } from './page-range';

/** Rows beyond the visible ones whose page is loaded too: the neighbour page arrives early. */
export const PREFETCH_ROWS = 100;

/**
 * A page is asked for once the set of wanted pages has stayed the same this long. Dragging the
 * scrollbar to row 90,000 flies over 360 pages in a fraction of a second; none of them is
 * fetched, only where the drag stops. Slow scrolling keeps the set still for seconds at a time,
 * so it barely waits.
 */
export const SETTLE_MS = 100;

export interface TransactionPages {
  /** Rows matching the filter (0 until page 1 has answered). */
  total: number;
  /** The transaction at a 0-based row, or undefined while its page is not loaded. */
  rowAt: (row: number) => Transaction | undefined;
}

/**
 * Random-access loading of the filtered list keyed by the visible rows (0-based, inclusive):
 * page 1 always (it gives the total), plus the pages holding the visible rows and their margin.
 * A page that leaves the wanted set loses its observer, which aborts its request if still in
 * flight; its data stays cached (gcTime) so scrolling back shows it at once.
 */
export function useTransactionPages(
  filter: TransactionFilter,
  visibleStart: number,
  visibleEnd: number,
): TransactionPages {
  const first = useFirstTransactionPage(filter);
  const total = first.data?.total ?? 0;
  const wanted = pagesForRows(visibleStart, visibleEnd, {
    pageSize: TRANSACTION_PAGE_SIZE,
    total,
    margin: PREFETCH_ROWS,
  }).filter((page) => page !== 1);
  // A string, so the debounce compares by value: it only restarts when the pages change.
  const [settledKey] = useDebouncedValue(wanted.join(','), SETTLE_MS);
  const settled = new Set(settledKey.split(',').map(Number));

  // Pages not settled yet are still observed (disabled): a cached one shows at once, and
  // nothing is requested for it until the scrolling stops near it.
  const pages = useQueries({
    queries: wanted.map((page) => ({
      ...transactionPageOptions(filter, page),
      enabled: settled.has(page),
    })),
  });

  const loaded = new Map<number, readonly Transaction[]>();
  if (first.data) loaded.set(1, first.data.items);
  pages.forEach((query, i) => {
    const page = wanted[i];
    if (query.data && page !== undefined) loaded.set(page, query.data.items);
  });
  return {
    total,
    rowAt: (row) =>
      loaded.get(pageOfRow(row, TRANSACTION_PAGE_SIZE))?.[indexInPage(row, TRANSACTION_PAGE_SIZE)],
  };
}
