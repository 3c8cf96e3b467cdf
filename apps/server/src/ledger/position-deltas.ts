import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * What open trades add to net worth each day (ADR 0011), computed from scratch over every trade
 * and price of the user ($1): the statement the dashboard ran on every read before ADR 0016 kept
 * it in position_instrument_deltas and position_daily_deltas (migration 0020). Kept as the
 * reference those tables are held to (positionDrift below): written independently of the
 * triggers' incremental refresh — one pass over everything, no carried state.
 *
 * A trade in its account's currency counts under the account (holder = account id), one in
 * another currency is a holder −(trade id × 16 + 1). Per (holder, instrument) one window pass over
 * its trades' steps and its instrument's price days:
 * - a step row (kind 1): the trade's value after the step minus before it, both at the price in
 *   effect that day (the latest price row so far: max() of 'date|price'), else at its marks;
 * - a price row (kind 0, before the day's steps): (price − previous price) × A, A = Σ open
 *   quantity × multiplier × sign of the group's trades before that day; on the instrument's
 *   first price, the switch from each trade's mark: price × A − Σ mark × quantity × m.
 * Answers (holder, instrument, day, delta), one row per holder, instrument and day.
 */
export const POSITION_DELTAS_FROM_SCRATCH = `WITH st AS (
    SELECT s.trade_id, s.day, s.quantity AS q, s.cost AS c, s.fees AS f, s.mark AS mk,
           t.multiplier * CASE t.direction WHEN 'SHORT' THEN -1 ELSE 1 END AS m,
           upper(t.instrument) AS sym, t.currency,
           CASE WHEN t.currency = a.currency THEN a.id ELSE -(t.id * 16 + 1) END AS holder,
           lag(s.quantity, 1, 0) OVER w AS q0, lag(s.cost, 1, 0) OVER w AS c0,
           lag(s.fees, 1, 0) OVER w AS f0, lag(s.mark, 1, 0) OVER w AS mk0
    FROM trade_position_steps s
    JOIN trades t ON t.user_id = $1 AND t.id = s.trade_id
    JOIN accounts a ON a.user_id = $1 AND a.id = t.account_id
    WHERE s.user_id = $1
    WINDOW w AS (PARTITION BY s.trade_id ORDER BY s.day)
  ),
  groups AS (SELECT DISTINCT holder, sym, currency FROM st),
  px AS (
    SELECT sym, currency, date, price,
           lag(price) OVER (PARTITION BY sym, currency ORDER BY date) AS prev
    FROM (
      SELECT DISTINCT ON (p.instrument, g.currency, p.date)
             p.instrument AS sym, g.currency, p.date, p.price
      FROM (SELECT DISTINCT sym, currency FROM groups) g
      JOIN prices p ON p.user_id = $1 AND p.instrument = g.sym
        AND (p.currency IS NULL OR p.currency = g.currency)
      ORDER BY p.instrument, g.currency, p.date, (p.source = 'MANUAL') DESC
    ) winners
  ),
  stream AS (
    SELECT holder, sym, currency, day, 1 AS kind, NULL::text COLLATE "C" AS px_key,
           NULL::numeric AS price, NULL::numeric AS prev,
           (q - q0) * m AS da, (mk * q - mk0 * q0) * m AS dm,
           q, c, f, mk, q0, c0, f0, mk0, m
    FROM st
    UNION ALL
    SELECT g.holder, g.sym, g.currency, px.date, 0, (px.date::text || '|' || px.price::text),
           px.price, px.prev, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
    FROM groups g JOIN px ON px.sym = g.sym AND px.currency = g.currency
  ),
  running AS (
    SELECT *, split_part(max(px_key) OVER w, '|', 2)::numeric AS p_now,
           sum(da) OVER w AS a, sum(dm) OVER w AS mm
    FROM stream
    WINDOW w AS (PARTITION BY holder, sym, currency ORDER BY day, kind)
  )
  SELECT holder, sym AS instrument, day,
         sum(CASE WHEN kind = 1
           THEN (coalesce(p_now, mk) * q - c) * m - f - ((coalesce(p_now, mk0) * q0 - c0) * m - f0)
           WHEN prev IS NULL THEN price * a - mm
           ELSE (price - prev) * a
         END) AS delta
  FROM running
  GROUP BY holder, sym, day`;

export interface PositionDrift {
  /** The holder's account: itself, or the account of the trade it is (null once it is gone). */
  accountId: number | null;
  holder: number;
  /** null: the sum over instruments (position_daily_deltas) rather than one instrument. */
  instrument: string | null;
  day: string;
  stored: string;
  expected: string;
}

/**
 * The positions' invariant (ADR 0016): position_instrument_deltas holds, per holder, instrument
 * and day, exactly the non-zero deltas the from-scratch statement gives, and
 * position_daily_deltas their sum per holder and day. Returns what differs (nothing when the
 * triggers are right). Part of ledgerDrift(), so every area's invariant checks cover it.
 */
export async function positionDrift(db: Executor, userId: number): Promise<PositionDrift[]> {
  if (!Number.isInteger(userId)) throw new Error('positionDrift: a user id is an integer');
  const scratch = sql.raw(POSITION_DELTAS_FROM_SCRATCH.replaceAll('$1', String(userId)));
  const { rows } = await db.execute<{
    account_id: number | null;
    holder: string;
    instrument: string | null;
    day: string;
    stored: string;
    expected: string;
  }>(sql`
    WITH expected AS (${scratch}),
    by_instrument AS (
      SELECT coalesce(s.holder, e.holder) AS holder, coalesce(s.instrument, e.instrument) AS instrument,
             coalesce(s.day, e.day) AS day, coalesce(s.delta, 0) AS stored,
             coalesce(e.delta, 0) AS expected
      FROM (SELECT holder, instrument, day, delta FROM position_instrument_deltas
            WHERE user_id = ${userId}) s
      FULL JOIN (SELECT * FROM expected WHERE delta <> 0) e
        ON e.holder = s.holder AND e.instrument = s.instrument AND e.day = s.day
      WHERE s.delta IS DISTINCT FROM e.delta
    ),
    by_day AS (
      SELECT coalesce(s.holder, e.holder) AS holder, NULL::text AS instrument,
             coalesce(s.day, e.day) AS day, coalesce(s.delta, 0) AS stored,
             coalesce(e.delta, 0) AS expected
      FROM (SELECT holder, day, delta FROM position_daily_deltas WHERE user_id = ${userId}) s
      FULL JOIN (SELECT holder, day, sum(delta) AS delta FROM expected GROUP BY 1, 2) e
        ON e.holder = s.holder AND e.day = s.day
      WHERE coalesce(s.delta, 0) <> coalesce(e.delta, 0)
    )
    SELECT CASE WHEN x.holder > 0 THEN x.holder::int ELSE t.account_id END AS account_id,
           x.holder::text AS holder, x.instrument, x.day::text AS day,
           x.stored::text AS stored, x.expected::text AS expected
    FROM (SELECT * FROM by_instrument UNION ALL SELECT * FROM by_day) x
    LEFT JOIN trades t ON x.holder < 0 AND t.user_id = ${userId} AND t.id = (-x.holder - 1) / 16
    ORDER BY x.holder, x.instrument NULLS LAST, x.day`);
  return rows.map((r) => ({
    accountId: r.account_id,
    holder: Number(r.holder),
    instrument: r.instrument,
    day: r.day,
    stored: r.stored,
    expected: r.expected,
  }));
}
