import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactionPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { invalidateFinance } from '../../../lib/queries/keys';

const call = caller(transactionPaths);

/** DELETE /api/transactions/{id}. */
export function deleteTransaction(id: number): Promise<void> {
  return call('transactions.delete', { params: { id } });
}

export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransaction,
    onSuccess: () => invalidateFinance(queryClient),
  });
}
