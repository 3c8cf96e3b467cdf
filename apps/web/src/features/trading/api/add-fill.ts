import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFillBody, Trade } from '@wealthlog/core';
import { tradingPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { invalidateTrading } from './keys';

const call = caller(tradingPaths);

/** POST /api/trade/{id}/fills: scale in (ENTRY) or out (EXIT). */
export function addFill(id: number, body: CreateFillBody): Promise<Trade> {
  return call('trading.fills.create', { params: { id }, body });
}

export function useAddFill(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFillBody) => addFill(id, body),
    meta: { silent: true },
    onSuccess: () => invalidateTrading(queryClient),
  });
}
