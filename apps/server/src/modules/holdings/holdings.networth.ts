import { CURRENCY_MINOR_UNITS } from '@wealthlog/core';
import type { NetWorthInput } from '../../ledger/networth-inputs.js';

/**
 * Open trades in net worth (ADR 0011): an investment account counts its balance plus the
 * unrealised P&L of its open trades at each day's price — the latest stored one on or before the
 * day (typed over imported, in the trade's currency), else the last fill price so far — exactly
 * what core's markToMarket gives the Positions page:
 *   value = (price × open quantity − open cost) × multiplier × (−1 when SHORT) − open fees,
 * rounded to the trade currency's minor unit. A trade in its account's currency counts under the
 * account's own holder (so an unrealised loss lowers the account's asset, it is not a liability of
 * its own); a trade in another currency is a holder −(trade id × 16 + 1) of its account's type.
 * Its value changes on its step days (trade_position_steps, written with the fills) and on the
 * price days between them; each change is one delta row.
 */
const decimals = `CASE t.currency ${Object.entries(CURRENCY_MINOR_UNITS)
  .filter(([, d]) => d !== 2)
  .map(([c, d]) => `WHEN '${c}' THEN ${d}`)
  .join(' ')} ELSE 2 END`;

const holder = `CASE WHEN t.currency = a.currency THEN a.id ELSE -(t.id * 16 + 1) END`;

/** The price of a step's instrument that applies on `day`, or NULL. */
const priceOn = (day: string) => `(
  SELECT p.price FROM prices p
  WHERE p.user_id = $1 AND p.instrument = upper(t.instrument) AND p.date <= ${day}
    AND (p.currency IS NULL OR p.currency = t.currency)
  ORDER BY p.date DESC, (p.source = 'MANUAL') DESC LIMIT 1)`;

const value = (price: string) =>
  `round((${price} * s.quantity - s.cost) * t.multiplier
     * CASE t.direction WHEN 'SHORT' THEN -1 ELSE 1 END - s.fees, ${decimals})`;

export const openPositions: NetWorthInput = {
  name: 'positions',
  accounts: `SELECT -(t.id * 16 + 1) AS holder, t.account_id FROM trades t WHERE t.user_id = $1`,
  holders: `SELECT DISTINCT -(t.id * 16 + 1) AS holder, a.type, t.currency
    FROM trades t JOIN accounts a ON a.id = t.account_id AND a.user_id = t.user_id
    WHERE t.user_id = $1 AND t.currency <> a.currency
      AND EXISTS (SELECT 1 FROM trade_position_steps s WHERE s.user_id = $1 AND s.trade_id = t.id)`,
  deltas: `WITH steps AS (
      SELECT s.*, lead(s.day) OVER (PARTITION BY s.trade_id ORDER BY s.day) AS next_day
      FROM trade_position_steps s WHERE s.user_id = $1 AND s.day <= $3::date
    ),
    marked AS (
      SELECT ${holder} AS holder, s.trade_id, s.day,
             ${value(`coalesce(${priceOn('s.day')}, s.mark)`)} AS v
      FROM steps s
      JOIN trades t ON t.user_id = $1 AND t.id = s.trade_id
      JOIN accounts a ON a.user_id = $1 AND a.id = t.account_id
      UNION ALL
      SELECT ${holder}, s.trade_id, p.date, ${value('p.price')}
      FROM steps s
      JOIN trades t ON t.user_id = $1 AND t.id = s.trade_id
      JOIN accounts a ON a.user_id = $1 AND a.id = t.account_id
      CROSS JOIN LATERAL (
        SELECT DISTINCT ON (p.date) p.date, p.price FROM prices p
        WHERE p.user_id = $1 AND p.instrument = upper(t.instrument)
          AND p.date > s.day AND p.date <= $3::date
          AND (s.next_day IS NULL OR p.date < s.next_day)
          AND (p.currency IS NULL OR p.currency = t.currency)
        ORDER BY p.date, (p.source = 'MANUAL') DESC
      ) p
      WHERE s.quantity <> 0
    )
    SELECT holder, day, v - coalesce(lag(v) OVER (PARTITION BY trade_id ORDER BY day), 0) AS delta
    FROM marked`,
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
