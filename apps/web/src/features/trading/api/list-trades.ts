import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, Trade, TradeFilter } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { tradeQuery, tradingKeys } from './keys';

export const TRADE_PAGE_SIZE = 100;

/** GET /api/trade ?filters&page&pageSize → Page of Trade, newest first. */
export function fetchTrades(
  filter: TradeFilter,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Trade>> {
  return api.get<Page<Trade>>('/trade', {
    query: { ...tradeQuery(filter), page, pageSize: TRADE_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

export function useTrades(filter: TradeFilter, page: number) {
  return useQuery({
    queryKey: [...tradingKeys.list(filter), page],
    queryFn: ({ signal }) => fetchTrades(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}
