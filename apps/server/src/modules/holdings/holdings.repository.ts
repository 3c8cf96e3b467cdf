import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** SQL of the holdings area; every query is scoped by the user's id (DESIGN rule 4). */
export type OpenTradeRow = {
  id: number;
  account_id: number;
  instrument: string;
  asset_class: string;
  direction: 'LONG' | 'SHORT';
  currency: string;
  multiplier: string;
  /** What it holds open on its last fill day up to `day` (trade_position_steps, ADR 0011). */
  quantity: string;
  cost: string;
  fees: string;
  mark: string;
  mark_day: string;
};

/**
 * The user's OPEN trades (of one account, or all) with what each holds open as of `day`: the open
 * lots under the account's method were computed when the fills were written (ADR 0011), so no
 * fill is read here.
 */
export async function openTrades(
  db: Executor,
  userId: number,
  accountId: number | undefined,
  day: string,
): Promise<OpenTradeRow[]> {
  const { rows } = await db.execute<OpenTradeRow>(sql`
    SELECT t.id::int AS id, t.account_id, t.instrument, t.asset_class, t.direction, t.currency,
           t.multiplier::text AS multiplier, s.quantity::text AS quantity, s.cost::text AS cost,
           s.fees::text AS fees, s.mark::text AS mark, s.day::text AS mark_day
    FROM trades t
    CROSS JOIN LATERAL (
      SELECT * FROM trade_position_steps s
      WHERE s.user_id = t.user_id AND s.trade_id = t.id AND s.day <= ${day}::date
      ORDER BY s.day DESC LIMIT 1
    ) s
    WHERE t.user_id = ${userId} AND t.status = 'OPEN' AND s.quantity <> 0
      ${accountId === undefined ? sql`` : sql`AND t.account_id = ${accountId}`}
    ORDER BY t.account_id, upper(t.instrument), t.id`);
  return rows;
}

export type LatestPriceRow = {
  instrument: string;
  currency: string;
  date: string;
  price: string;
};

/**
 * The winning price (typed over imported) of each instrument on or before `day`, among the prices
 * quoted in the trades' currency (or in none) — the rule net worth applies (holdings.networth.ts),
 * so the Positions page and the dashboard value a position alike. Keyed "SYMBOL CUR".
 */
export async function latestPrices(
  db: Executor,
  userId: number,
  wanted: { instrument: string; currency: string }[],
  day: string,
): Promise<Map<string, LatestPriceRow>> {
  if (wanted.length === 0) return new Map();
  const { rows } = await db.execute<LatestPriceRow>(sql`
    SELECT w.instrument, w.currency, p.date::text AS date, p.price::text AS price
    FROM json_to_recordset(${JSON.stringify(wanted)}::json) AS w (instrument text, currency text)
    CROSS JOIN LATERAL (
      SELECT * FROM prices p
      WHERE p.user_id = ${userId} AND p.instrument = w.instrument AND p.date <= ${day}::date
        AND (p.currency IS NULL OR p.currency = w.currency)
      ORDER BY p.date DESC, (p.source = 'MANUAL') DESC LIMIT 1
    ) p`);
  return new Map(rows.map((r) => [`${r.instrument} ${r.currency}`, r]));
}
