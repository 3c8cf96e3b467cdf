import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Transaction, TransactionFilter } from '@wealthlog/core';
import { transactionPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import type { QueryParams } from '../../../lib/api/http';
import { financeKeys } from '../../../lib/queries/keys';

const call = caller(transactionPaths);

/** Rows per request: big enough to keep requests rare, small enough to be quick. */
export const TRANSACTION_PAGE_SIZE = 250;

/**
 * How long a page nobody shows stays cached: scrolling back to it within that time is instant,
 * while an afternoon of scrolling through 100k rows does not keep all 400 pages in memory.
 */
const PAGE_GC_MS = 2 * 60_000;

/** The filters as query parameters (empty ones left out), shared by the list and the export. */
export function filterQuery(filter: TransactionFilter): QueryParams {
  const query: QueryParams = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '')
      query[key] = value as string | number;
  }
  return query;
}

/** GET /api/transactions ?filters&page&pageSize → Page of Transaction. */
export function fetchTransactions(
  filter: TransactionFilter,
  page: number,
  pageSize = TRANSACTION_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<Page<Transaction>> {
  return call('transactions.list', {
    query: { ...filterQuery(filter), page, pageSize },
    ...(signal ? { signal } : {}),
  });
}

/**
 * One page of the filtered list, its own query so any page can be loaded without those before
 * it. The key starts with financeKeys.transactions: every posting invalidates that prefix, which
 * refetches the pages on screen and marks the cached others stale.
 * Handing TanStack's signal to fetch also lets it abort a page scrolled out of view mid-request.
 */
export const transactionPageOptions = (filter: TransactionFilter, page: number) =>
  queryOptions({
    queryKey: [...financeKeys.transactions, 'list', filter, 'page', page],
    queryFn: ({ signal }) => fetchTransactions(filter, page, TRANSACTION_PAGE_SIZE, signal),
    gcTime: PAGE_GC_MS,
  });

/** Page 1 tells the total: the page's count and empty state, and the list's full height. */
export function useFirstTransactionPage(filter: TransactionFilter) {
  return useQuery(transactionPageOptions(filter, 1));
}
