import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTradeBody, Trade } from '@wealthlog/core';
import { tradingPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { invalidateTrading } from './keys';

const call = caller(tradingPaths);

/** POST /api/trade: one entry fill, and an exit of the whole quantity when one is given. */
export function createTrade(body: CreateTradeBody): Promise<Trade> {
  return call('trading.trades.create', { body });
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
