import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_HOME_LAYOUT,
  dashboardPaths,
  type DashboardHome,
  type HomeLayout,
} from '@wealthlog/core';
import { useRef } from 'react';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys } from '../../../lib/queries/keys';

const call = caller(dashboardPaths);

/** Under the dashboard's key: every write that refreshes net worth refreshes the cards too. */
export const homeKey = [...financeKeys.dashboard, 'home'] as const;
const layoutKey = ['home-layout'] as const;

/** GET /api/dashboard/home: the cards and the attention items, in one request. */
export const homeQuery = () =>
  queryOptions({
    queryKey: homeKey,
    queryFn: ({ signal }) => call('dashboard.home.get', { signal }),
  });

export function useHome() {
  return useQuery(homeQuery());
}

/** POST …/attention/{id}/dismiss: the item leaves the list at once (and comes back on failure). */
export function useDismissAttention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('dashboard.home.attention.dismiss', { params: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: homeKey });
      const before = queryClient.getQueryData<DashboardHome>(homeKey);
      if (before)
        queryClient.setQueryData<DashboardHome>(homeKey, {
          ...before,
          attention: before.attention.filter((a) => a.id !== id),
        });
      return { before };
    },
    onError: (_err, _id, context) => {
      if (context?.before) queryClient.setQueryData(homeKey, context.before);
    },
  });
}

/** GET /api/dashboard/home/layout: the user's card order and hidden cards. */
export function useHomeLayout() {
  return useQuery(
    queryOptions({
      queryKey: layoutKey,
      queryFn: ({ signal }) => call('dashboard.home.layout.get', { signal }),
    }),
  );
}

/**
 * PUT /api/dashboard/home/layout, shown at once. `change` applies an edit to the newest layout —
 * the one last sent, not the one last rendered — so two quick presses move a card twice; the saves
 * run one after another (one mutation scope) and only the last one's answer replaces the cache.
 */
export function useSaveHomeLayout() {
  const queryClient = useQueryClient();
  const latest = useRef<HomeLayout | null>(null);
  const save = useMutation({
    scope: { id: 'home-layout' },
    mutationFn: (layout: HomeLayout) => call('dashboard.home.layout.update', { body: layout }),
    onMutate: async (layout) => {
      await queryClient.cancelQueries({ queryKey: layoutKey });
      const before = queryClient.getQueryData<HomeLayout>(layoutKey);
      queryClient.setQueryData(layoutKey, latest.current ?? layout);
      return { before };
    },
    onError: (_err, layout, context) => {
      if (latest.current !== layout) return;
      latest.current = null;
      if (context?.before) queryClient.setQueryData(layoutKey, context.before);
    },
    onSuccess: (saved, layout) => {
      if (latest.current !== layout) return;
      latest.current = null;
      queryClient.setQueryData(layoutKey, saved);
    },
  });
  const change = (edit: (layout: HomeLayout) => HomeLayout) => {
    const next = edit(
      latest.current ?? queryClient.getQueryData<HomeLayout>(layoutKey) ?? DEFAULT_HOME_LAYOUT,
    );
    latest.current = next;
    save.mutate(next);
  };
  return { change };
}
