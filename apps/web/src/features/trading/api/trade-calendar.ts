import { useQuery } from '@tanstack/react-query';
import type { TradeCalendar, TradeFilter } from '@wealthlog/core';
import { tradingPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { tradeQuery, tradingKeys } from './keys';

const call = caller(tradingPaths);

/** GET /api/trade/calendar ?year&month&filters → net P&L per close day. */
export function fetchTradeCalendar(
  filter: TradeFilter,
  year: number,
  month: number,
  signal?: AbortSignal,
): Promise<TradeCalendar> {
  return call('trading.calendar.get', {
    query: { ...tradeQuery(filter), year, month },
    ...(signal ? { signal } : {}),
  });
}

export function useTradeCalendar(filter: TradeFilter, year: number, month: number) {
  return useQuery({
    queryKey: tradingKeys.calendar(filter, year, month),
    queryFn: ({ signal }) => fetchTradeCalendar(filter, year, month, signal),
  });
}
