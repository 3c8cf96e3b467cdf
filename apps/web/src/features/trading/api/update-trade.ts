import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trade, UpdateTradeBody } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { invalidateTrading } from './keys';

/** PUT /api/trade/{id}: the trade's own fields (status CANCELLED books nothing). */
export function updateTrade(id: number, body: UpdateTradeBody): Promise<Trade> {
  return api.put<Trade>(`/trade/${id}`, body);
}

export function useUpdateTrade(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTradeBody) => updateTrade(id, body),
    onSuccess: () => invalidateTrading(queryClient),
  });
}
