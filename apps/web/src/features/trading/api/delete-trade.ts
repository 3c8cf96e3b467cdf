import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { invalidateTrading } from './keys';

/** DELETE /api/trade/{id}: the trade, its fills and the P&L they booked. */
export function deleteTrade(id: number): Promise<void> {
  return api.delete(`/trade/${id}`);
}

export function useDeleteTrade() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTrade, onSuccess: () => invalidateTrading(queryClient) });
}
