import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, Trade, TradeFilter } from '@wealthlog/core';
import { tradingPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { tradeQuery, tradingKeys } from './keys';

const call = caller(tradingPaths);

export const TRADE_PAGE_SIZE = 100;

/** GET /api/trade ?filters&page&pageSize → Page of Trade, newest first. */
export function fetchTrades(
  filter: TradeFilter,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Trade>> {
  return call('trading.trades.list', {
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
