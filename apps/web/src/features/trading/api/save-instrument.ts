import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Instrument, InstrumentBody } from '@wealthlog/core';
import { tradingPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { tradingKeys } from './keys';

const call = caller(tradingPaths);

/** PUT /api/instruments/{symbol}: creates or replaces it; trades already open keep their size. */
export function saveInstrument(symbol: string, body: InstrumentBody): Promise<Instrument> {
  return call('trading.instruments.upsert', { params: { symbol }, body });
}

export function useSaveInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ symbol, body }: { symbol: string; body: InstrumentBody }) =>
      saveInstrument(symbol, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradingKeys.instruments }),
  });
}
