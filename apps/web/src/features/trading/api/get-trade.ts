import { useQuery } from '@tanstack/react-query';
import type { Trade } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { tradingKeys } from './keys';

/** GET /api/trade/{id}: the trade with its fills. */
export function fetchTrade(id: number, signal?: AbortSignal): Promise<Trade> {
  return api.get<Trade>(`/trade/${id}`, signal ? { signal } : {});
}

export function useTrade(id: number | null) {
  return useQuery({
    queryKey: tradingKeys.trade(id ?? 0),
    queryFn: ({ signal }) => fetchTrade(id!, signal),
    enabled: id !== null,
  });
}
