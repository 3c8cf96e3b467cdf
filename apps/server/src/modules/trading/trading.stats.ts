import { DEFAULT_CURRENCY, decimalsFor, type TradeFilter } from '@wealthlog/core';
import type pg from 'pg';
import { userTimezoneText, userTodayText } from '../../ledger/user-time.js';
import { tradeCalendarSql, tradeStatsSql } from './trading.stats.sql.js';

/** The list filters as SQL on `t` (trades), with positional parameters from `first` on. */
export function filterSql(q: TradeFilter, first: number): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    clauses.push(clause.replace('?', `$${first + params.length - 1}`));
  };
  if (q.accountId) add('t.account_id = ?', q.accountId);
  if (q.instrument) add('upper(t.instrument) = upper(?)', q.instrument);
  if (q.assetClass) add('t.asset_class = ?', q.assetClass);
  if (q.direction) add('t.direction = ?', q.direction);
  if (q.pattern) add('t.pattern = ?', q.pattern);
  if (q.tag) add('t.tags @> ARRAY[?]::text[]', q.tag);
  if (q.from) add('t.entry_day >= ?::date', q.from);
  if (q.to) add('t.entry_day <= ?::date', q.to);
  return { where: clauses.map((c) => `AND ${c}`).join(' '), params };
}

/**
 * What both statements need besides the filters: base currency, time zone, band, exit-day range
 * (the user's today when nothing has exited yet).
 */
async function statsContext(pool: pg.Pool, userId: number) {
  const { rows } = await pool.query<{
    base: string;
    tz: string;
    today: string;
    be_min: string;
    be_max: string;
    first_day: string | null;
    last_day: string | null;
  }>(
    `SELECT coalesce(gs.currency, $2) AS base, ${userTimezoneText('$1')} AS tz,
            ${userTodayText('$1')}::text AS today,
            coalesce(ts.break_even_min, -1)::text AS be_min, coalesce(ts.break_even_max, 1)::text AS be_max,
            (SELECT min(day)::text FROM trade_fills
             WHERE user_id = $1 AND side = 'EXIT' AND booked IS NOT NULL) AS first_day,
            (SELECT max(day)::text FROM trade_fills
             WHERE user_id = $1 AND side = 'EXIT' AND booked IS NOT NULL) AS last_day
     FROM (SELECT $1::int AS id) u
     LEFT JOIN general_settings gs ON gs.user_id = u.id
     LEFT JOIN trading_settings ts ON ts.user_id = u.id`,
    [userId, DEFAULT_CURRENCY],
  );
  const c = rows[0]!;
  return {
    ...c,
    head: [userId, c.first_day ?? c.today, c.last_day ?? c.today, c.base, decimalsFor(c.base)],
  };
}

/** GET /api/trade/stats: the JSON answer built by PostgreSQL (trading.stats.sql.ts). */
export async function tradeStatsJson(
  pool: pg.Pool,
  userId: number,
  q: TradeFilter,
): Promise<string> {
  const c = await statsContext(pool, userId);
  const { where, params } = filterSql(q, 9);
  const { rows } = await pool.query<{ body: string }>(tradeStatsSql(where), [
    ...c.head,
    c.be_min,
    c.be_max,
    c.tz,
    ...params,
  ]);
  return rows[0]!.body;
}

/** GET /api/trade/calendar?year&month: one row per day of that month with exits (the heatmap). */
export async function tradeCalendarJson(
  pool: pg.Pool,
  userId: number,
  q: TradeFilter & { year: number; month: number },
) {
  const c = await statsContext(pool, userId);
  const first = `${q.year}-${String(q.month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(q.year, q.month, 0)).toISOString().slice(0, 10);
  const { where, params } = filterSql(q, 6);
  const { rows } = await pool.query<{ body: string }>(
    tradeCalendarSql(`${where} AND f.day BETWEEN $2::date AND $3::date`),
    [userId, first, last, c.base, decimalsFor(c.base), ...params],
  );
  return rows[0]!.body;
}
