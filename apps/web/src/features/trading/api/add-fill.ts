import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFillBody, Trade } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { invalidateTrading } from './keys';

/** POST /api/trade/{id}/fills: scale in (ENTRY) or out (EXIT). */
export function addFill(id: number, body: CreateFillBody): Promise<Trade> {
  return api.post<Trade>(`/trade/${id}/fills`, body);
}

export function useAddFill(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFillBody) => addFill(id, body),
    meta: { silent: true },
    onSuccess: () => invalidateTrading(queryClient),
  });
}
