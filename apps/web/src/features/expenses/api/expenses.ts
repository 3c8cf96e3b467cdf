import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BudgetMonth,
  BudgetRollover,
  CreateCategoryBody,
  CreateRecurringBody,
  ExpenseCategory,
  RecurringItem,
  Transaction,
  UpcomingItem,
  UpdateCategoryBody,
  UpdateRecurringBody,
} from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { financeKeys, invalidateFinance } from '../../../lib/queries/keys';

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
    queryFn: () => api.get<ExpenseCategory[]>('/categories'),
  });
}

export function useCreateCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateCategoryBody) => api.post<ExpenseCategory>('/categories', body),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useUpdateCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCategoryBody }) =>
      api.put<ExpenseCategory>(`/categories/${id}`, body),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** DELETE, merging into `replaceWith` when given. */
export function useDeleteCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, replaceWith }: { id: number; replaceWith?: number | undefined }) =>
      api.delete<void>(
        `/categories/${id}`,
        replaceWith ? { query: { replaceWith: String(replaceWith) } } : {},
      ),
    onSuccess: invalidate,
  });
}

export function useBudgets(month: string) {
  return useQuery({
    queryKey: keys.budgets(month),
    queryFn: () => api.get<BudgetMonth>('/budgets', { query: { month } }),
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
      api.put<BudgetMonth>(`/budgets/${encodeURIComponent(category)}`, body),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteBudget() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ category, from }: { category: string; from: string }) =>
      api.delete<void>(`/budgets/${encodeURIComponent(category)}`, { query: { from } }),
    onSuccess: invalidate,
  });
}

export function useCopyBudgets() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (month: string) => api.post<BudgetMonth>('/budgets/copy', { month }),
    onSuccess: invalidate,
  });
}

export function useRecurring() {
  return useQuery({
    queryKey: keys.recurring,
    queryFn: () => api.get<RecurringItem[]>('/recurring'),
  });
}

/** The next 30 days (the server's default window from the user's today). */
export function useUpcoming() {
  return useQuery({
    queryKey: keys.upcoming,
    queryFn: () => api.get<UpcomingItem[]>('/recurring/upcoming'),
  });
}

export function useSaveRecurring() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: CreateRecurringBody }) =>
      id
        ? api.put<RecurringItem>(`/recurring/${id}`, body satisfies UpdateRecurringBody)
        : api.post<RecurringItem>('/recurring', body),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteRecurring() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/recurring/${id}`),
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
        ? api.post<RecurringItem>(`/recurring/${id}/skip`, { date })
        : api.post<Transaction>(`/recurring/${id}/post`, { date }),
    onSuccess: invalidate,
  });
}
