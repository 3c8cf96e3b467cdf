import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trade } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { invalidateTrading } from './keys';

/** DELETE /api/trade/{id}/fills/{fillId}: the trade re-books without it. */
export function deleteFill(id: number, fillId: number): Promise<Trade> {
  return api.delete<Trade>(`/trade/${id}/fills/${fillId}`);
}

export function useDeleteFill(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fillId: number) => deleteFill(id, fillId),
    onSuccess: () => invalidateTrading(queryClient),
  });
}
