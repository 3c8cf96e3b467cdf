import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { tradingKeys } from './keys';

/** DELETE /api/instruments/{symbol}: new trades in it count one unit per contract again. */
export function deleteInstrument(symbol: string): Promise<void> {
  return api.delete<void>(`/instruments/${encodeURIComponent(symbol)}`);
}

export function useDeleteInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInstrument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradingKeys.instruments }),
  });
}
