import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction, UpdateTransactionBody } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { financeKeys, invalidateFinance } from '../../../lib/queries/keys';

/** PUT /api/transactions/{id}. */
export function updateTransaction(id: number, body: UpdateTransactionBody): Promise<Transaction> {
  return api.put<Transaction>(`/transactions/${id}`, body);
}

export function useUpdateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateTransactionBody }) =>
      updateTransaction(id, body),
    meta: { silent: true },
    onSuccess: async () => {
      await invalidateFinance(queryClient);
      await queryClient.invalidateQueries({ queryKey: financeKeys.categories });
    },
  });
}
