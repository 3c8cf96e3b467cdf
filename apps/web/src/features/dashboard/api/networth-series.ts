import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NetworthRange, NetworthSeries } from '@wealthlog/core';
import { dashboardPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys } from '../../../lib/queries/keys';

const call = caller(dashboardPaths);

/** GET /api/dashboard/networth?range= (cached 60 s by the API client, lib/cache.ts). */
export function fetchNetworthSeries(
  range: NetworthRange,
  signal?: AbortSignal,
): Promise<NetworthSeries> {
  return call('dashboard.networth.get', { query: { range }, ...(signal ? { signal } : {}) });
}

export const networthSeriesQueryOptions = (range: NetworthRange) =>
  queryOptions({
    queryKey: [...financeKeys.dashboard, 'networth', range],
    queryFn: ({ signal }) => fetchNetworthSeries(range, signal),
    // Switching range keeps the old curve on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useNetworthSeries(range: NetworthRange) {
  return useQuery(networthSeriesQueryOptions(range));
}
