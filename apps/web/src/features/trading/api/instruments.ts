import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Instrument } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { tradingKeys } from './keys';

/** GET /api/instruments: the user's contract and pip sizes, by symbol. */
export function listInstruments(): Promise<Instrument[]> {
  return api.get<Instrument[]>('/instruments');
}

export const instrumentsQuery = () =>
  queryOptions({ queryKey: tradingKeys.instruments, queryFn: listInstruments });

export function useInstruments(enabled = true) {
  return useQuery({ ...instrumentsQuery(), enabled });
}
