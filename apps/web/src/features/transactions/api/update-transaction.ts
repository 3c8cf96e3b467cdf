import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction, UpdateTransactionBody } from '@wealthlog/core';
import { transactionPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys, invalidateFinance } from '../../../lib/queries/keys';

const call = caller(transactionPaths);

/** PUT /api/transactions/{id}. */
export function updateTransaction(id: number, body: UpdateTransactionBody): Promise<Transaction> {
  return call('transactions.update', { params: { id }, body });
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
