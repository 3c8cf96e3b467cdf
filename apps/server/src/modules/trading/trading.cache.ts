import type { PageQuery, TradeCalendarQuery, TradeFilter } from '@wealthlog/core';
import type { DashboardCache } from '../../plugins/dashboard-cache.js';

/**
 * Trading answers kept in the per-user dashboard cache (ADR 0010): the stats and calendar JSON, the
 * list's pages and its totals, per filter. Every write that can change them already drops the user's entries
 * (trade and account writes, base currency / time zone, the break-even band, the user's rates) or
 * everyone's (shared rates), so a cached answer is never older than the last such write.
 */
export type TradeCache = Pick<DashboardCache, 'getOrCompute'>;

type Kind = 'stats' | 'calendar' | 'count' | 'page';

/**
 * The variant of an answer: its kind and the filter's fields in a fixed order; a page's also its
 * number and size (a total is the same for every page).
 */
export function tradeVariant(
  kind: Kind,
  q: TradeFilter & Partial<TradeCalendarQuery> & Partial<PageQuery>,
): string {
  const { accountId, instrument, assetClass, direction, status, pattern, tag, from, to } = q;
  const key = [accountId, instrument, assetClass, direction, status, pattern, tag, from, to];
  const paging = kind === 'page' ? [q.page, q.pageSize] : [];
  return `trade-${kind}:${JSON.stringify([...key, q.year, q.month, ...paging])}`;
}

/** The cached answer, else `compute()` (always, when no cache is registered). */
export function cachedAnswer(
  cache: TradeCache | undefined,
  userId: number,
  variant: string,
  compute: () => Promise<string>,
): Promise<string> {
  return cache ? cache.getOrCompute(userId, variant, compute) : compute();
}
