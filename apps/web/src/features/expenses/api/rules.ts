import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyRuleResult, CreateRuleBody, RuleItem, UpdateRuleBody } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { financeKeys, invalidateFinance } from '../../../lib/queries/keys';

const rulesKey = [...financeKeys.transactions, 'expenses', 'rules'] as const;

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => invalidateFinance(queryClient);
}

export function useRules() {
  return useQuery({ queryKey: rulesKey, queryFn: () => api.get<RuleItem[]>('/rules') });
}

export function useSaveRule() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id?: number | undefined;
      body: CreateRuleBody | UpdateRuleBody;
    }) => (id ? api.put<RuleItem>(`/rules/${id}`, body) : api.post<RuleItem>('/rules', body)),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteRule() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/rules/${id}`),
    onSuccess: invalidate,
  });
}

/** POST /api/rules/{id}/apply: a dry run previews, without it the changes are written. */
export function useApplyRule() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, dryRun }: { id: number; dryRun: boolean }) =>
      api.post<ApplyRuleResult>(`/rules/${id}/apply`, { dryRun }),
    onSuccess: (_data, vars) => (vars.dryRun ? undefined : invalidate()),
  });
}
