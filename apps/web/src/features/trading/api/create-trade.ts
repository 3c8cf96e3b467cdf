import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTradeBody, Trade } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { invalidateTrading } from './keys';

/** POST /api/trade: one entry fill, and an exit of the whole quantity when one is given. */
export function createTrade(body: CreateTradeBody): Promise<Trade> {
  return api.post<Trade>('/trade', body);
}

export function useCreateTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrade,
    // The form shows field errors itself and toasts the rest.
    meta: { silent: true },
    onSuccess: () => invalidateTrading(queryClient),
  });
}
