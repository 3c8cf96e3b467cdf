import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FxRate } from '@wealthlog/core';
import { fxPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys } from '../../../lib/queries/keys';

const call = caller(fxPaths);

export interface RateFilter {
  base?: string | undefined;
  quote?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Shown at most: the server caps a list too (the ECB history alone is ~200k rates). */
export const RATE_LIST_LIMIT = 500;

/** GET /api/fx/rates ?base&quote&from&to&limit, newest first; the user's own win per day. */
export function fetchRates(filter: RateFilter, signal?: AbortSignal): Promise<FxRate[]> {
  const query: Record<string, string | number> = { limit: RATE_LIST_LIMIT };
  for (const [key, value] of Object.entries(filter)) if (value) query[key] = value;
  return call('fx.rates.list', { query, ...(signal ? { signal } : {}) });
}

export const ratesQueryOptions = (filter: RateFilter) =>
  queryOptions({
    queryKey: [...financeKeys.fx, 'rates', filter],
    queryFn: ({ signal }) => fetchRates(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useRates(filter: RateFilter) {
  return useQuery(ratesQueryOptions(filter));
}
