import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Transaction } from '@wealthlog/core';
import { transactionPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys } from '../../../lib/queries/keys';

const call = caller(transactionPaths);

export const RECENT_COUNT = 10;

/** GET /api/transactions?page=1&pageSize=10: the newest postings (the list's default order). */
export function fetchRecentTransactions(signal?: AbortSignal): Promise<Page<Transaction>> {
  return call('transactions.list', {
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
