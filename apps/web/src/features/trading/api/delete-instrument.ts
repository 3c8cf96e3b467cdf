import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradingPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { tradingKeys } from './keys';

const call = caller(tradingPaths);

/** DELETE /api/instruments/{symbol}: new trades in it count one unit per contract again. */
export function deleteInstrument(symbol: string): Promise<void> {
  return call('trading.instruments.delete', { params: { symbol } });
}

export function useDeleteInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInstrument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradingKeys.instruments }),
  });
}
