import {
  addDays,
  type AttentionItem,
  type NetworthRange,
  type NetworthSeries,
  type NetworthSummary,
  subMoney,
  toMoneyNumber,
  type UpcomingItem,
} from '@wealthlog/core';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import { todayOf } from '../../ledger/balances.js';
import type { DigestInput } from './weekly-digest.render.js';

/**
 * What the weekly e-mail reads from other areas, lent through weekly-digest.area.ts (modules never
 * import one another): the dashboard's net worth and series, recurring's list of what is coming
 * (recurring items, loan instalments, rents). One source of truth each.
 */
export interface DigestSources {
  netWorth(pool: pg.Pool, userId: number): Promise<NetworthSummary>;
  netWorthSeries(pool: pg.Pool, userId: number, range: NetworthRange): Promise<NetworthSeries>;
  /** The home's attention items as GET /api/dashboard/home answers them (dismissed ones out). */
  homeAttention(db: Database, pool: pg.Pool, userId: number): Promise<AttentionItem[]>;
  upcoming(
    db: Database,
    userId: number,
    q: { from?: string | undefined; to?: string | undefined },
  ): Promise<UpcomingItem[]>;
}

export interface DigestApp {
  db: Database;
  pool: pg.Pool;
  sources: DigestSources;
}

/** A week: the change compares today with 7 days ago; "the week ahead" is today and 6 more days. */
const WEEK_DAYS = 7;
const OUTFLOWS = new Set(['EXPENSE', 'WITHDRAWAL']);

/**
 * The e-mail's figures for one user, from the same sources as the dashboard: net worth as GET
 * /api/dashboard/networth/summary answers it, its change against the series' point of 7 days
 * ago (GET /api/dashboard/networth), the home's attention items, and the occurrences still due in the next 7 days as GET
 * /api/recurring/upcoming lists them (posted and skipped ones are done).
 */
export async function collectDigest(
  app: DigestApp,
  userId: number,
): Promise<Omit<DigestInput, 'appUrl' | 'unsubscribeUrl' | 'firstName'>> {
  const today = await todayOf(app.db, userId);
  const [summary, series, upcoming, attention] = await Promise.all([
    app.sources.netWorth(app.pool, userId),
    app.sources.netWorthSeries(app.pool, userId, '30d'),
    app.sources.upcoming(app.db, userId, { from: today, to: addDays(today, WEEK_DAYS - 1) }),
    app.sources.homeAttention(app.db, app.pool, userId),
  ]);
  const weekAgo = addDays(today, -WEEK_DAYS);
  const then = series.points.find((p) => p.date === weekAgo) ?? series.points[0];
  const currency = summary.currency;
  return {
    currency,
    netWorth: summary.netWorth,
    netWorthChange: then ? toMoneyNumber(subMoney(summary.netWorth, then.netWorth), currency) : 0,
    attention,
    weekAhead: upcoming
      .filter((u) => u.status === 'DUE')
      .map((u) => ({
        date: u.date,
        label: u.name,
        amount: OUTFLOWS.has(u.type) ? -u.amount : u.amount,
        currency: u.currency,
      })),
  };
}
