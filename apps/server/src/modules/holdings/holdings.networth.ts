import type { NetWorthInput } from '../../ledger/networth-inputs.js';

/**
 * Open trades in net worth (ADR 0011): an investment account counts its balance plus the
 * unrealised P&L of its open trades at each day's price — the latest stored one on or before the
 * day (typed over imported, in the trade's currency), else the last fill price so far — exactly
 * what core's markToMarket gives the Positions page:
 *   value = (price × open quantity − open cost) × multiplier × (−1 when SHORT) − open fees.
 * A trade in its account's currency counts under the account's own holder (so an unrealised loss
 * lowers the account's asset, it is not a liability of its own); a trade in another currency is a
 * holder −(trade id × 16 + 1) of its account's type.
 *
 * How that value moves each day is kept in position_daily_deltas by the triggers of migration 0020
 * (ADR 0016), in the transaction of every write that changes it (steps, prices, trades, an
 * account's currency): a read is one index range of the user's rows, not a valuation of every
 * trade at every price day. ledger/position-deltas.ts holds the from-scratch statement the table is
 * checked against.
 */

/** The holders that are trades (in another currency than their account's) the table moves. */
const tradeHolders = `SELECT h.holder, t.account_id, t.currency, a.type
    FROM (SELECT DISTINCT holder FROM position_daily_deltas WHERE user_id = $1 AND holder < 0) h
    JOIN trades t ON t.user_id = $1 AND t.id = (-h.holder - 1) / 16
    JOIN accounts a ON a.user_id = $1 AND a.id = t.account_id`;

export const openPositions: NetWorthInput = {
  name: 'positions',
  accounts: `SELECT holder, account_id FROM (${tradeHolders}) x`,
  holders: `SELECT holder, type, currency FROM (${tradeHolders}) x`,
  // Read in primary-key order (user_id, holder, day), the order of the dashboard's running sum.
  deltas: `SELECT holder, day, delta FROM position_daily_deltas
    WHERE user_id = $1 AND day <= $3::date`,
  // Each holder's value on $3: the sum of its deltas so far. A trade holder counts while the trade
  // holds a quantity on $3, even at a value of 0 (the summary lists its currency then), as before
  // the table; an account holder always has the accounts' row beside it.
  balances: `SELECT b.holder, a.type, a.currency, b.balance
    FROM (
      SELECT holder, sum(delta) AS balance FROM position_daily_deltas
      WHERE user_id = $1 AND holder > 0 AND day <= $3::date
      GROUP BY holder
    ) b
    JOIN accounts a ON a.user_id = $1 AND a.id = b.holder
    UNION ALL
    SELECT -(t.id * 16 + 1), a.type, t.currency,
           coalesce((SELECT sum(d.delta) FROM position_daily_deltas d
                     WHERE d.user_id = $1 AND d.holder = -(t.id * 16 + 1) AND d.day <= $3::date), 0)
    FROM accounts a
    JOIN trades t ON t.user_id = $1 AND t.account_id = a.id AND t.currency <> a.currency
    -- Lateral, after the currency join: only those trades' last step is looked up (as a filter
    -- on trades, the planner looked it up for every trade of the user: 50 ms for 20k trades).
    CROSS JOIN LATERAL (
      SELECT s.quantity FROM trade_position_steps s
      WHERE s.user_id = $1 AND s.trade_id = t.id AND s.day <= $3::date
      ORDER BY s.day DESC LIMIT 1) q
    WHERE a.user_id = $1 AND q.quantity <> 0`,
};
