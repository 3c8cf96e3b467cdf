import type { NetWorthInput } from '../../ledger/networth-inputs.js';

/**
 * Open trades in net worth (ADR 0011): an investment account counts its balance plus the
 * unrealised P&L of its open trades at each day's price — the latest stored one on or before the
 * day (typed over imported, in the trade's currency), else the last fill price so far — exactly
 * what core's markToMarket gives the Positions page:
 *   value = (price × open quantity − open cost) × multiplier × (−1 when SHORT) − open fees.
 * A trade in its account's currency counts under the account's own holder (so an unrealised loss lowers the account's asset, it is not a liability of
 * its own); a trade in another currency is a holder −(trade id × 16 + 1) of its account's type.
 * Its value changes on its step days (trade_position_steps, written with the fills) and on the
 * price days between them; each change is one delta row.
 */
const holder = `CASE WHEN t.currency = a.currency THEN a.id ELSE -(t.id * 16 + 1) END`;

/** The price of a step's instrument that applies on `day`, or NULL. */
const priceOn = (day: string) => `(
  SELECT p.price FROM prices p
  WHERE p.user_id = $1 AND p.instrument = upper(t.instrument) AND p.date <= ${day}
    AND (p.currency IS NULL OR p.currency = t.currency)
  ORDER BY p.date DESC, (p.source = 'MANUAL') DESC LIMIT 1)`;

// Unrounded, as the series' deltas are: the dashboard rounds its totals, so the summary and the
// chart's last point agree to the cent.
const value = (price: string) =>
  `(${price} * s.quantity - s.cost) * t.multiplier
     * CASE t.direction WHEN 'SHORT' THEN -1 ELSE 1 END - s.fees`;

export const openPositions: NetWorthInput = {
  name: 'positions',
  accounts: `SELECT -(t.id * 16 + 1) AS holder, t.account_id FROM trades t WHERE t.user_id = $1`,
  holders: `SELECT DISTINCT -(t.id * 16 + 1) AS holder, a.type, t.currency
    FROM trades t JOIN accounts a ON a.id = t.account_id AND a.user_id = t.user_id
    WHERE t.user_id = $1 AND t.currency <> a.currency
      AND EXISTS (SELECT 1 FROM trade_position_steps s WHERE s.user_id = $1 AND s.trade_id = t.id)`,
  // One window pass per (holder, instrument, currency) over its trades' steps and its instrument's
  // price days, so the rows grow with steps + held instruments × price days — never with open
  // trades × price days (the bench's 1,000 trades open for years would be millions of rows).
  // - a step row (kind 1): the trade's value after the step minus before it, both at the price in
  //   effect that day (the latest price row so far: max() of 'date|price'), else at its marks;
  // - a price row (kind 0, before the day's steps): (price − previous price) × A, A = Σ open
  //   quantity × multiplier × sign of the group's trades before that day; on the instrument's
  //   first price, the switch from each trade's mark: price × A − Σ mark × quantity × m.
  deltas: `WITH st AS (
      SELECT s.trade_id, s.day, s.quantity AS q, s.cost AS c, s.fees AS f, s.mark AS mk,
             t.multiplier * CASE t.direction WHEN 'SHORT' THEN -1 ELSE 1 END AS m,
             upper(t.instrument) AS sym, t.currency, ${holder} AS holder,
             lag(s.quantity, 1, 0) OVER w AS q0, lag(s.cost, 1, 0) OVER w AS c0,
             lag(s.fees, 1, 0) OVER w AS f0, lag(s.mark, 1, 0) OVER w AS mk0
      FROM trade_position_steps s
      JOIN trades t ON t.user_id = $1 AND t.id = s.trade_id
      JOIN accounts a ON a.user_id = $1 AND a.id = t.account_id
      WHERE s.user_id = $1 AND s.day <= $3::date
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
        JOIN prices p ON p.user_id = $1 AND p.instrument = g.sym AND p.date <= $3::date
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
    -- One row per holder and day (its instruments summed): the dashboard's window then sorts
    -- accounts × days, not instruments × days.
    SELECT holder, day,
           sum(CASE WHEN kind = 1
             THEN (coalesce(p_now, mk) * q - c) * m - f - ((coalesce(p_now, mk0) * q0 - c0) * m - f0)
             WHEN prev IS NULL THEN price * a - mm
             ELSE (price - prev) * a
           END) AS delta
    FROM running
    GROUP BY holder, day`,
  balances: `SELECT ${holder} AS holder, a.type, t.currency,
         ${value(`coalesce(${priceOn('$3::date')}, s.mark)`)} AS balance
    FROM (
      SELECT DISTINCT ON (trade_id) * FROM trade_position_steps
      WHERE user_id = $1 AND day <= $3::date
      ORDER BY trade_id, day DESC
    ) s
    JOIN trades t ON t.user_id = $1 AND t.id = s.trade_id
    JOIN accounts a ON a.user_id = $1 AND a.id = t.account_id
    WHERE s.quantity <> 0`,
};
