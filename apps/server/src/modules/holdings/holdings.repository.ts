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
  cost_basis: string;
  /** The fills in the order they happened: [side, quantity, price, fees, filled_at, day]. */
  fills: [string, string, string, string, string, string][];
};

/** The user's OPEN trades (of one account, or all), each with its account's method and its fills. */
export async function openTrades(
  db: Executor,
  userId: number,
  accountId: number | undefined,
): Promise<OpenTradeRow[]> {
  const { rows } = await db.execute<OpenTradeRow>(sql`
    SELECT t.id::int AS id, t.account_id, t.instrument, t.asset_class, t.direction, t.currency,
           t.multiplier::text AS multiplier, a.cost_basis,
           (SELECT json_agg(json_build_array(f.side, f.quantity::text, f.price::text, f.fees::text,
                                             f.filled_at, f.day::text) ORDER BY f.filled_at, f.id)
            FROM trade_fills f WHERE f.trade_id = t.id AND f.user_id = t.user_id) AS fills
    FROM trades t JOIN accounts a ON a.id = t.account_id AND a.user_id = t.user_id
    WHERE t.user_id = ${userId} AND t.status = 'OPEN'
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
