import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NetworthRange, Performance } from '@wealthlog/core';
import { holdingPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys } from '../../../lib/queries/keys';

const call = caller(holdingPaths);

/** GET /api/performance: one account (its currency) or the portfolio (base currency). */
export function fetchPerformance(
  accountId: number | null,
  range: NetworthRange,
  signal?: AbortSignal,
): Promise<Performance> {
  return call('performance.get', {
    query: accountId ? { accountId, range } : { range },
    ...(signal ? { signal } : {}),
  });
}

// Under the holdings key: every posting, trade, price or rate write refreshes it (invalidateFinance).
export const performanceQuery = (accountId: number | null, range: NetworthRange) =>
  queryOptions({
    queryKey: [...financeKeys.holdings, 'performance', accountId ?? 'portfolio', range],
    queryFn: ({ signal }) => fetchPerformance(accountId, range, signal),
    placeholderData: keepPreviousData,
  });

export function usePerformance(accountId: number | null, range: NetworthRange) {
  return useQuery(performanceQuery(accountId, range));
}
