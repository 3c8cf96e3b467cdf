import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@wealthlog/core';
import { transactionPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys } from '../../../lib/queries/keys';

const call = caller(transactionPaths);

/** GET /api/transactions/categories: used ones (newest first), then the unused defaults. */
export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return call('transactions.categories.list', { ...(signal ? { signal } : {}) });
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

/**
 * The categories as the user reads them, for pickers: defaults translated, the user's own as
 * typed, each name once. A user's own "Salary" next to the default 'salary' (shown "Salary") is one
 * choice — the pickers refuse duplicate options, and the filter matches either spelling.
 */
export function useCategoryLabels(): string[] {
  const { t } = useTranslation();
  const { data } = useCategories();
  return useMemo(() => {
    const seen = new Set<string>();
    const labels: string[] = [];
    for (const c of data ?? []) {
      const label = c.isDefault ? t(`categories.${c.name}`) : c.name;
      const key = label.toLocaleLowerCase();
      if (!seen.has(key)) {
        seen.add(key);
        labels.push(label);
      }
    }
    return labels;
  }, [data, t]);
}

/** The default categories offered as keys (isDefault): what categoryValue may map a label to. */
export function useDefaultKeys(): ReadonlySet<string> {
  const { data } = useCategories();
  return useMemo(() => new Set((data ?? []).filter((c) => c.isDefault).map((c) => c.name)), [data]);
}
