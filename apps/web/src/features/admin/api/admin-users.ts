import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(adminPaths);

export interface AdminUsersParams {
  q: string;
  page: number;
  pageSize: number;
}

export const adminUsersKey = ['admin', 'users'] as const;

/** GET /api/admin/users?q&page&pageSize: searched and paged in SQL. */
export function fetchAdminUsers(params: AdminUsersParams, signal?: AbortSignal) {
  const query = { page: params.page, pageSize: params.pageSize, q: params.q.trim() || undefined };
  return call('admin.users.list', { query, ...(signal ? { signal } : {}) });
}

export const adminUsersQuery = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: [...adminUsersKey, params],
    queryFn: ({ signal }) => fetchAdminUsers(params, signal),
    // The old page stays on screen while the next one loads: no flicker while typing or paging.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(adminUsersQuery(params));
}
