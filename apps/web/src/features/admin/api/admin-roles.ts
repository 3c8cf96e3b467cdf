import type { Role } from '@wealthlog/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(adminPaths);

/** GET /api/admin/roles. */
export function fetchRoles(signal?: AbortSignal): Promise<Role[]> {
  return call('admin.roles.list', { ...(signal ? { signal } : {}) });
}

export const rolesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'roles'] as const,
    queryFn: ({ signal }) => fetchRoles(signal),
    staleTime: 5 * 60_000,
  });

export function useRoles() {
  return useQuery(rolesQuery());
}
