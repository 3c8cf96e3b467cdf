import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BudgetRollover,
  CreateCategoryBody,
  CreateRecurringBody,
  RecurringItem,
  Transaction,
  UpdateCategoryBody,
  UpdateRecurringBody,
} from '@wealthlog/core';
import { expensePaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys, invalidateFinance } from '../../../lib/queries/keys';

const call = caller(expensePaths);

/**
 * The expenses page's calls (API.md "Expenses"). Its keys sit under the transactions key: a
 * posting anywhere (invalidateFinance) refreshes budgets' spent and the upcoming list too.
 */
const keys = {
  all: [...financeKeys.transactions, 'expenses'] as const,
  categories: [...financeKeys.transactions, 'expenses', 'categories'] as const,
  budgets: (month: string) => [...financeKeys.transactions, 'expenses', 'budgets', month] as const,
  recurring: [...financeKeys.transactions, 'expenses', 'recurring'] as const,
  upcoming: [...financeKeys.transactions, 'expenses', 'upcoming'] as const,
};

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => invalidateFinance(queryClient);
}

export function useCategories() {
  return useQuery({
    queryKey: keys.categories,
    queryFn: () => call('categories.list'),
  });
}

export function useCreateCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateCategoryBody) => call('categories.create', { body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useUpdateCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCategoryBody }) =>
      call('categories.update', { params: { id }, body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** DELETE, merging into `replaceWith` when given. */
export function useDeleteCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, replaceWith }: { id: number; replaceWith?: number | undefined }) =>
      call('categories.delete', {
        params: { id },
        ...(replaceWith ? { query: { replaceWith } } : {}),
      }),
    onSuccess: invalidate,
  });
}

export function useBudgets(month: string) {
  return useQuery({
    queryKey: keys.budgets(month),
    queryFn: () => call('budgets.month.get', { query: { month } }),
  });
}

export interface BudgetInput {
  category: string;
  amount: number;
  rollover: BudgetRollover;
  from: string;
}

export function useSetBudget() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ category, ...body }: BudgetInput) =>
      call('budgets.update', { params: { category }, body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteBudget() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ category, from }: { category: string; from: string }) =>
      call('budgets.delete', { params: { category }, query: { from } }),
    onSuccess: invalidate,
  });
}

export function useCopyBudgets() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (month: string) => call('budgets.copy', { body: { month } }),
    onSuccess: invalidate,
  });
}

export function useRecurring() {
  return useQuery({
    queryKey: keys.recurring,
    queryFn: () => call('recurring.list'),
  });
}

/** The next 30 days (the server's default window from the user's today). */
export function useUpcoming() {
  return useQuery({
    queryKey: keys.upcoming,
    queryFn: () => call('recurring.upcoming.list'),
  });
}

export function useSaveRecurring() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: CreateRecurringBody }) =>
      id
        ? call('recurring.update', { params: { id }, body: body satisfies UpdateRecurringBody })
        : call('recurring.create', { body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteRecurring() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => call('recurring.delete', { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Skip one occurrence, or post it now as one transaction. */
export function useOccurrence() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      date,
      action,
    }: {
      id: number;
      date: string;
      action: 'skip' | 'post';
    }): Promise<RecurringItem | Transaction> =>
      action === 'skip'
        ? call('recurring.skip', { params: { id }, body: { date } })
        : call('recurring.post', { params: { id }, body: { date } }),
    onSuccess: invalidate,
  });
}
