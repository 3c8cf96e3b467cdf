import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { invalidateFinance } from '../../../lib/queries/keys';

/** DELETE /api/transactions/{id}. */
export function deleteTransaction(id: number): Promise<void> {
  return api.delete(`/transactions/${id}`);
}

export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransaction,
    onSuccess: () => invalidateFinance(queryClient),
  });
}
