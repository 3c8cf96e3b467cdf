import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Instrument } from '@wealthlog/core';
import { tradingPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { tradingKeys } from './keys';

const call = caller(tradingPaths);

/** GET /api/instruments: the user's contract and pip sizes, by symbol. */
export function listInstruments(): Promise<Instrument[]> {
  return call('trading.instruments.list');
}

export const instrumentsQuery = () =>
  queryOptions({ queryKey: tradingKeys.instruments, queryFn: listInstruments });

export function useInstruments(enabled = true) {
  return useQuery({ ...instrumentsQuery(), enabled });
}
