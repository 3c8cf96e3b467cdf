import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradingPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { invalidateTrading } from './keys';

const call = caller(tradingPaths);

/** DELETE /api/trade/{id}: the trade, its fills and the P&L they booked. */
export function deleteTrade(id: number): Promise<void> {
  return call('trading.trades.delete', { params: { id } });
}

export function useDeleteTrade() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTrade, onSuccess: () => invalidateTrading(queryClient) });
}
