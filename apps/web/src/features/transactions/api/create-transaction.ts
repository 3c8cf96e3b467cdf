import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTransactionBody, Transaction } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { financeKeys, invalidateFinance } from '../../../lib/queries/keys';

/** POST /api/transactions. 422 BUS_001 (insufficient funds) / BUS_004 (inactive) reach the toast. */
export function createTransaction(body: CreateTransactionBody): Promise<Transaction> {
  return api.post<Transaction>('/transactions', body);
}

export function useCreateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransaction,
    // The form shows VAL_001 under its fields and toasts everything else itself.
    meta: { silent: true },
    onSuccess: async () => {
      await invalidateFinance(queryClient);
      await queryClient.invalidateQueries({ queryKey: financeKeys.categories });
    },
  });
}
