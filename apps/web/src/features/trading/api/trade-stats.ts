import { useQuery } from '@tanstack/react-query';
import type { TradeFilter, TradeStats } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { tradeQuery, tradingKeys } from './keys';

/** GET /api/trade/stats ?filters → the journal's statistics in the base currency. */
export function fetchTradeStats(filter: TradeFilter, signal?: AbortSignal): Promise<TradeStats> {
  return api.get<TradeStats>('/trade/stats', {
    query: tradeQuery(filter),
    ...(signal ? { signal } : {}),
  });
}

export function useTradeStats(filter: TradeFilter) {
  return useQuery({
    queryKey: tradingKeys.stats(filter),
    queryFn: ({ signal }) => fetchTradeStats(filter, signal),
  });
}
