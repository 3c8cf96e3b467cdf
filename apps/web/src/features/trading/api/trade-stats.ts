import { useQuery } from '@tanstack/react-query';
import type { TradeFilter, TradeStats } from '@wealthlog/core';
import { tradingPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { tradeQuery, tradingKeys } from './keys';

const call = caller(tradingPaths);

/** GET /api/trade/stats ?filters → the journal's statistics in the base currency. */
export function fetchTradeStats(filter: TradeFilter, signal?: AbortSignal): Promise<TradeStats> {
  return call('trading.stats.get', { query: tradeQuery(filter), ...(signal ? { signal } : {}) });
}

export function useTradeStats(filter: TradeFilter) {
  return useQuery({
    queryKey: tradingKeys.stats(filter),
    queryFn: ({ signal }) => fetchTradeStats(filter, signal),
  });
}
