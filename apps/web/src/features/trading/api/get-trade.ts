import { useQuery } from '@tanstack/react-query';
import type { Trade } from '@wealthlog/core';
import { tradingPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { tradingKeys } from './keys';

const call = caller(tradingPaths);

/** GET /api/trade/{id}: the trade with its fills. */
export function fetchTrade(id: number, signal?: AbortSignal): Promise<Trade> {
  return call('trading.trades.get', { params: { id }, ...(signal ? { signal } : {}) });
}

export function useTrade(id: number | null) {
  return useQuery({
    queryKey: tradingKeys.trade(id ?? 0),
    queryFn: ({ signal }) => fetchTrade(id!, signal),
    enabled: id !== null,
  });
}
