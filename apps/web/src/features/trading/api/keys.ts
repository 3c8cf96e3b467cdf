import type { QueryClient } from '@tanstack/react-query';
import type { TradeFilter } from '@wealthlog/core';
import type { QueryParams } from '../../../lib/api/http';
import { invalidateFinance } from '../../../lib/queries/keys';

/** Query keys of the trading page: trades, their stats and the calendar follow the filters. */
export const tradingKeys = {
  all: ['trading'] as const,
  list: (filter: TradeFilter) => ['trading', 'list', filter] as const,
  stats: (filter: TradeFilter) => ['trading', 'stats', filter] as const,
  calendar: (filter: TradeFilter, year: number, month: number) =>
    ['trading', 'calendar', filter, year, month] as const,
  trade: (id: number) => ['trading', 'trade', id] as const,
  instruments: ['trading', 'instruments'] as const,
};

/** The filters as query parameters, empty ones left out. */
export function tradeQuery(filter: TradeFilter): QueryParams {
  const query: QueryParams = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '')
      query[key] = value as string | number;
  }
  return query;
}

/** After a trade or fill changes: the journal, and the balances and net worth it books into. */
export async function invalidateTrading(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tradingKeys.all }),
    invalidateFinance(queryClient),
  ]);
}
