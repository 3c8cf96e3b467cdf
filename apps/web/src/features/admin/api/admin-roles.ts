import type { Role } from '@wealthlog/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** GET /api/admin/roles. */
export function fetchRoles(signal?: AbortSignal): Promise<Role[]> {
  return api.get<Role[]>('/admin/roles', signal ? { signal } : {});
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
