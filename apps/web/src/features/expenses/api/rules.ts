import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRuleBody, UpdateRuleBody } from '@wealthlog/core';
import { expensePaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys, invalidateFinance } from '../../../lib/queries/keys';

const call = caller(expensePaths);

const rulesKey = [...financeKeys.transactions, 'expenses', 'rules'] as const;

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => invalidateFinance(queryClient);
}

export function useRules() {
  return useQuery({ queryKey: rulesKey, queryFn: () => call('rules.list') });
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
    }) =>
      id
        ? call('rules.update', { params: { id }, body })
        : call('rules.create', { body: body as CreateRuleBody }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteRule() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => call('rules.delete', { params: { id } }),
    onSuccess: invalidate,
  });
}

/** POST /api/rules/{id}/apply: a dry run previews, without it the changes are written. */
export function useApplyRule() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, dryRun }: { id: number; dryRun: boolean }) =>
      call('rules.apply', { params: { id }, body: { dryRun } }),
    onSuccess: (_data, vars) => (vars.dryRun ? undefined : invalidate()),
  });
}
