import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trade } from '@wealthlog/core';
import { tradingPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { invalidateTrading } from './keys';

const call = caller(tradingPaths);

/** DELETE /api/trade/{id}/fills/{fillId}: the trade re-books without it. */
export function deleteFill(id: number, fillId: number): Promise<Trade> {
  return call('trading.fills.delete', { params: { id, fillId } });
}

export function useDeleteFill(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fillId: number) => deleteFill(id, fillId),
    onSuccess: () => invalidateTrading(queryClient),
  });
}
