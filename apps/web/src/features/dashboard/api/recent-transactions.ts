import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Transaction } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { financeKeys } from '../../../lib/queries/keys';

export const RECENT_COUNT = 10;

/** GET /api/transactions?page=1&pageSize=10: the newest postings (the list's default order). */
export function fetchRecentTransactions(signal?: AbortSignal): Promise<Page<Transaction>> {
  return api.get<Page<Transaction>>('/transactions', {
    query: { page: 1, pageSize: RECENT_COUNT },
    ...(signal ? { signal } : {}),
  });
}

export const recentTransactionsQueryOptions = () =>
  queryOptions({
    // Under the transactions key, so every posting refreshes it with the list.
    queryKey: [...financeKeys.transactions, 'recent'],
    queryFn: ({ signal }) => fetchRecentTransactions(signal),
  });

export function useRecentTransactions() {
  return useQuery(recentTransactionsQueryOptions());
}
