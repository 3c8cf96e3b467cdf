import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ActivityEvent, activityPaths, adminPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller({ ...activityPaths, 'admin.users.list': adminPaths['admin.users.list'] });

export const activityKey = ['auth', 'activity'] as const;
export const adminActivityKey = ['admin', 'activity'] as const;

export interface PageParams {
  page: number;
  pageSize: number;
}

export interface AdminActivityParams extends PageParams {
  userId: number | null;
  event: ActivityEvent | null;
}

/** GET /api/auth/activity?page&pageSize: the signed-in user's own, newest first. */
export const activityQuery = (params: PageParams) =>
  queryOptions({
    queryKey: [...activityKey, params],
    queryFn: ({ signal }) => call('activity.list', { query: params, signal }),
    // The page on screen stays while the next loads: paging does not flicker.
    placeholderData: keepPreviousData,
  });

export function useActivity(params: PageParams) {
  return useQuery(activityQuery(params));
}

/** GET /api/admin/activity?userId&event&page&pageSize: everyone's, for the admin. */
export const adminActivityQuery = (params: AdminActivityParams) =>
  queryOptions({
    queryKey: [...adminActivityKey, params],
    queryFn: ({ signal }) =>
      call('admin.activity.list', {
        query: {
          page: params.page,
          pageSize: params.pageSize,
          userId: params.userId ?? undefined,
          event: params.event ?? undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The users the admin's filter offers: GET /api/admin/users?q, searched on the server. */
export const activityUsersQuery = (q: string, pageSize: number) =>
  queryOptions({
    queryKey: ['admin', 'users', 'activity-filter', q, pageSize],
    queryFn: ({ signal }) =>
      call('admin.users.list', { query: { q: q.trim() || undefined, page: 1, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminActivity(params: AdminActivityParams) {
  return useQuery(adminActivityQuery(params));
}
