import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trade, UpdateTradeBody } from '@wealthlog/core';
import { tradingPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { invalidateTrading } from './keys';

const call = caller(tradingPaths);

/** PUT /api/trade/{id}: the trade's own fields (status CANCELLED books nothing). */
export function updateTrade(id: number, body: UpdateTradeBody): Promise<Trade> {
  return call('trading.trades.update', { params: { id }, body });
}

export function useUpdateTrade(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTradeBody) => updateTrade(id, body),
    onSuccess: () => invalidateTrading(queryClient),
  });
}
