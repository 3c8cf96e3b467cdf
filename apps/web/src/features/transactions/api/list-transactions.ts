import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, Transaction, TransactionFilter } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import type { QueryParams } from '../../../lib/api/http';
import { financeKeys } from '../../../lib/queries/keys';

/** Rows per request while scrolling: big enough to keep requests rare, small enough to be quick. */
export const TRANSACTION_PAGE_SIZE = 250;

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
  return api.get<Page<Transaction>>('/transactions', {
    query: { ...filterQuery(filter), page, pageSize },
    ...(signal ? { signal } : {}),
  });
}

/** Pages are fetched one after another as the user scrolls (the list asks for the next one). */
export const transactionsInfiniteOptions = (filter: TransactionFilter) =>
  infiniteQueryOptions({
    queryKey: [...financeKeys.transactions, 'list', filter],
    queryFn: ({ pageParam, signal }) =>
      fetchTransactions(filter, pageParam, TRANSACTION_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export function useTransactionsInfinite(filter: TransactionFilter) {
  return useInfiniteQuery(transactionsInfiniteOptions(filter));
}
