import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { financeKeys } from '../../../lib/queries/keys';

/** GET /api/transactions/categories: used ones (newest first), then the unused defaults. */
export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/transactions/categories', signal ? { signal } : {});
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: financeKeys.categories,
    queryFn: ({ signal }) => fetchCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
