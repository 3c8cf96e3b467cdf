import { addDays, DEFAULT_CURRENCY, decimalsFor, type NetworthRange } from '@wealthlog/core';
import type pg from 'pg';
import { userTodayText } from './user-time.js';

/** What every dashboard figure depends on besides the ledger: base currency and "today". */
export interface DashboardContext {
  base: string;
  /** Today in the user's time zone (general settings), 'YYYY-MM-DD'. */
  today: string;
  /** The earliest opening, transaction or property purchase date, for range=all; null without any. */
  firstDay: string | null;
}

export async function dashboardContext(pool: pg.Pool, userId: number): Promise<DashboardContext> {
  // The transactions index (user_id, date) answers min(date) from one end of the index.
  const { rows } = await pool.query<{ base: string; today: string; first_day: string | null }>(
    `SELECT coalesce(gs.currency, $2) AS base,
            ${userTodayText('$1')}::text AS today,
            least((SELECT min(opening_date) FROM accounts WHERE user_id = $1),
                  (SELECT min(date) FROM transactions WHERE user_id = $1),
                  (SELECT min(purchase_date) FROM properties WHERE user_id = $1))::text AS first_day
     FROM (SELECT $1::int AS id) u LEFT JOIN general_settings gs ON gs.user_id = u.id`,
    [userId, DEFAULT_CURRENCY],
  );
  const row = rows[0]!;
  return { base: row.base, today: row.today, firstDay: row.first_day };
}

/** First day of a range ending today: 30d and 90d hold 30 and 90 points, 1y one year back. */
export function rangeStart(range: NetworthRange, ctx: DashboardContext): string {
  const { today } = ctx;
  switch (range) {
    case '30d':
      return addDays(today, -29);
    case '90d':
      return addDays(today, -89);
    case '1y': {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCFullYear(d.getUTCFullYear() - 1);
      return addDays(d.toISOString().slice(0, 10), 1);
    }
    case 'ytd':
      return `${today.slice(0, 4)}-01-01`;
    case 'all':
      return ctx.firstDay && ctx.firstDay < today ? ctx.firstDay : today;
  }
}

/** The parameters both statements take ($1…$5, see networth.sql.ts). */
export function statementParams(userId: number, from: string, to: string, base: string) {
  return [userId, from, to, base, decimalsFor(base)];
}
