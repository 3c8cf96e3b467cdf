import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Instrument, InstrumentBody } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { tradingKeys } from './keys';

/** PUT /api/instruments/{symbol}: creates or replaces it; trades already open keep their size. */
export function saveInstrument(symbol: string, body: InstrumentBody): Promise<Instrument> {
  return api.put<Instrument>(`/instruments/${encodeURIComponent(symbol)}`, body);
}

export function useSaveInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ symbol, body }: { symbol: string; body: InstrumentBody }) =>
      saveInstrument(symbol, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradingKeys.instruments }),
  });
}
