import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTransactionBody, Transaction } from '@wealthlog/core';
import { transactionPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys, invalidateFinance } from '../../../lib/queries/keys';

const call = caller(transactionPaths);

/** POST /api/transactions. 422 BUS_001 (insufficient funds) / BUS_004 (inactive) reach the toast. */
export function createTransaction(body: CreateTransactionBody): Promise<Transaction> {
  return call('transactions.create', { body });
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
