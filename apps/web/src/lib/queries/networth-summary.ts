import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NetworthSummary } from '@wealthlog/core';
import { dashboardPaths } from '@wealthlog/core';
import { caller } from '../api/endpoints';
import { financeKeys } from './keys';

const call = caller(dashboardPaths);

/**
 * GET /api/dashboard/networth/summary (cached 60 s by the API client). The dashboard shows it;
 * the accounts page reads its base currency and per-currency totals to convert balances.
 */
export function fetchNetworthSummary(signal?: AbortSignal): Promise<NetworthSummary> {
  return call('dashboard.networth.summary', { ...(signal ? { signal } : {}) });
}

export const networthSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...financeKeys.dashboard, 'summary'],
    queryFn: ({ signal }) => fetchNetworthSummary(signal),
  });

export function useNetworthSummary() {
  return useQuery(networthSummaryQueryOptions());
}
