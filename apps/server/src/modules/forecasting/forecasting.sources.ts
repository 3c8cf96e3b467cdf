import type { ExpenseSummary, NetworthSummary, SummaryQuery, UpcomingItem } from '@wealthlog/core';
import type pg from 'pg';
import type { Database } from '../../db/client.js';

/**
 * What the forecast reads from other areas, lent through forecasting.area.ts (modules never import one
 * another): recurring's occurrence expansion, the expenses summary and the dashboard's net worth.
 * One source of truth each; the forecast adds no second way to compute them.
 */
export interface ForecastSources {
  upcoming(
    db: Database,
    userId: number,
    q: { from?: string | undefined; to?: string | undefined },
  ): Promise<UpcomingItem[]>;
  summary(db: Database, pool: pg.Pool, userId: number, q: SummaryQuery): Promise<ExpenseSummary>;
  netWorth(pool: pg.Pool, userId: number): Promise<NetworthSummary>;
}
