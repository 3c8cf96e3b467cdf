import type { HealthResult } from '@wealthlog/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(adminPaths);

/** The admin health panel refreshes every 30 s. */
export const HEALTH_REFRESH_MS = 30_000;

/** GET /api/admin/health: every named check with its time and error text. */
export function fetchAdminHealth(signal?: AbortSignal): Promise<HealthResult> {
  return call('admin.health.get', { ...(signal ? { signal } : {}) });
}

export const adminHealthQuery = () =>
  queryOptions({
    queryKey: ['admin', 'health'] as const,
    queryFn: ({ signal }) => fetchAdminHealth(signal),
    refetchInterval: HEALTH_REFRESH_MS,
    staleTime: 0,
  });

export function useAdminHealth() {
  return useQuery(adminHealthQuery());
}
