import { dailyFactorCtes } from '../../ledger/rates.sql.js';

/**
 * The realised P&L where it was realised (ADR 0022): every EXIT fill of the non-cancelled trades
 * matching `where` — a partial exit of a trade still open as well as a closing one — on its day,
 * as the account holds it (`trade_fills.booked`, in the account's currency) converted into the base
 * currency at that day's rate (`value`, NULL when no rate converts it). Net P&L, the equity curve
 * and the calendar sum these, so they equal what the trades booked into the accounts. Rates are
 * looked up once per (currency, day) in one window pass (rates.sql.ts).
 */
export function realisedCtes(where: string): string {
  return `
fills AS (
  SELECT f.id AS fill_id, f.trade_id, a.currency, f.day, f.filled_at, f.booked AS pnl
  FROM trades t
  JOIN trade_fills f ON f.trade_id = t.id AND f.user_id = t.user_id
   AND f.side = 'EXIT' AND f.booked IS NOT NULL
  JOIN accounts a ON a.user_id = t.user_id AND a.id = t.account_id
  WHERE t.user_id = $1 AND t.status <> 'CANCELLED' ${where}
),
${dailyFactorCtes('fills', ['fill_id', 'trade_id', 'filled_at', 'pnl'])},
realised AS (
  SELECT fill_id, trade_id, currency, day, filled_at, round(pnl * num / den, $5) AS value
  FROM factors
)`;
}

/**
 * GET /api/trade/calendar: per day of the month, the realised P&L of the exits filled that day in
 * the base currency and the number of trades with an exit that day — the heatmap. `where` keeps
 * the month's days ($2 first day, $3 last day, also the rates' range) besides the filters.
 */
export function tradeCalendarSql(where: string): string {
  return `
WITH ${realisedCtes(where)}
SELECT coalesce(json_agg(json_build_object('date', day, 'netPnl', trim_scale(p), 'count', c) ORDER BY day), '[]')::text AS body
FROM (SELECT day, sum(value) AS p, count(DISTINCT trade_id) AS c
      FROM realised WHERE value IS NOT NULL GROUP BY day) d`;
}

/**
 * GET /api/trade/stats as ONE statement answering the finished JSON (as the dashboard does, ADR
 * 0006); core's journalStats (domain/trading-stats.ts) is the definition of the closed-trade figures
 * it is tested against. Parameters: $1 user id, $2 first exit day, $3 last exit day, $4 base
 * currency, $5 its decimals, $6 / $7 the break-even band (min, max), $8 the user's time zone;
 * `where` adds the list filters.
 *
 * 1. realised: each exit fill's P&L in the base currency at its day's rate (realisedCtes);
 * 2. closed: per CLOSED trade the sum of its exits (NULL when one lacks a rate), close time, entry
 *    time, and R (P&L ÷ |average entry − stop| × quantity × multiplier, trade currency);
 * 3. in closing order: outcome by the band and runs of equal outcomes (gaps and islands) for the
 *    streaks; the counts, win rate, gross figures and expectancy are over these closed trades;
 * 4. net P&L, the equity curve and its drawdown over every exit in fill order (partial exits of
 *    open trades included), with closedNetPnl + openRealizedPnl = netPnl;
 * 5. the breakdowns by pattern, tag, instrument, weekday, hour (of entry) and month (of close).
 */
export function tradeStatsSql(where: string): string {
  const bucket = (key: string, from = 'seq s') => `(SELECT coalesce(json_agg(json_build_object(
      'key', k, 'count', c, 'netPnl', trim_scale(p), 'winRate', trim_scale(round(w * 100.0 / c, 2))) ORDER BY k), '[]')
    FROM (SELECT ${key} AS k, count(*) AS c, sum(s.value) AS p, count(*) FILTER (WHERE s.outcome = 1) AS w
          FROM ${from} GROUP BY 1) b)`;
  return `
WITH
${realisedCtes(where)},
per_trade AS (
  SELECT trade_id, CASE WHEN bool_and(value IS NOT NULL) THEN sum(value) END AS value
  FROM realised GROUP BY trade_id
),
closed AS (
  SELECT t.id, t.instrument, t.pattern, t.tags, t.closed_at, t.opened_at, p.value,
         t.net_pnl / nullif(abs(t.entry_value / t.entry_quantity - t.stop_loss)
           * t.entry_quantity * t.multiplier, 0) AS r
  FROM trades t JOIN per_trade p ON p.trade_id = t.id
  WHERE t.user_id = $1 AND t.status = 'CLOSED' ${where}
),
seq AS (
  SELECT c.*, row_number() OVER (ORDER BY c.closed_at, c.id) AS n,
         CASE WHEN c.value > $7 THEN 1 WHEN c.value < $6 THEN -1 ELSE 0 END AS outcome
  FROM closed c WHERE c.value IS NOT NULL
),
curve AS (
  SELECT day, sum(value) OVER o AS cum, row_number() OVER o AS n
  FROM realised WHERE value IS NOT NULL
  WINDOW o AS (ORDER BY filled_at, fill_id)
),
peaks AS (SELECT c.*, greatest(0, max(c.cum) OVER (ORDER BY c.n)) AS peak FROM curve c),
runs AS (
  SELECT outcome, count(*) AS len
  FROM (SELECT outcome, n - row_number() OVER (PARTITION BY outcome ORDER BY n) AS grp FROM seq) x
  GROUP BY outcome, grp
),
totals AS (
  SELECT count(*) AS count,
         count(*) FILTER (WHERE outcome = 1) AS wins,
         count(*) FILTER (WHERE outcome = -1) AS losses,
         coalesce(sum(value), 0) AS closed_net,
         (SELECT coalesce(sum(value), 0) FROM realised) AS net,
         coalesce(sum(value) FILTER (WHERE outcome = 1), 0) AS gp,
         coalesce(-sum(value) FILTER (WHERE outcome = -1), 0) AS gl,
         coalesce(max(value) FILTER (WHERE outcome = 1), 0) AS lw,
         coalesce(max(-value) FILTER (WHERE outcome = -1), 0) AS ll,
         avg(r) AS avg_r
  FROM seq
)
SELECT json_build_object(
  'currency', $4::text,
  'count', t.count, 'wins', t.wins, 'losses', t.losses, 'breakeven', t.count - t.wins - t.losses,
  'winRate', CASE WHEN t.count > 0 THEN trim_scale(round(t.wins * 100.0 / t.count, 2)) ELSE 0 END,
  'netPnl', trim_scale(t.net), 'closedNetPnl', trim_scale(t.closed_net),
  'openRealizedPnl', trim_scale(t.net - t.closed_net),
  'grossProfit', trim_scale(t.gp), 'grossLoss', trim_scale(t.gl),
  'profitFactor', CASE WHEN t.gl > 0 THEN trim_scale(round(t.gp / t.gl, 4)) END,
  'averageWin', CASE WHEN t.wins > 0 THEN trim_scale(round(t.gp / t.wins, $5)) ELSE 0 END,
  'averageLoss', CASE WHEN t.losses > 0 THEN trim_scale(round(t.gl / t.losses, $5)) ELSE 0 END,
  'largestWin', trim_scale(t.lw), 'largestLoss', trim_scale(t.ll),
  'expectancy', CASE WHEN t.count > 0 THEN trim_scale(round(t.closed_net / t.count, $5)) ELSE 0 END,
  'averageR', trim_scale(round(t.avg_r, 2)),
  'maxConsecutiveWins', coalesce((SELECT max(len) FROM runs WHERE outcome = 1), 0),
  'maxConsecutiveLosses', coalesce((SELECT max(len) FROM runs WHERE outcome = -1), 0),
  'maxDrawdown', coalesce((SELECT trim_scale(max(peak - cum)) FROM peaks), 0),
  'equityCurve', (SELECT coalesce(json_agg(json_build_object('date', day, 'cumulativePnl', trim_scale(cum)) ORDER BY day), '[]')
    FROM (SELECT DISTINCT ON (day) day, cum FROM curve ORDER BY day, n DESC) e),
  'byPattern', ${bucket(`coalesce(s.pattern, '')`)},
  'byTag', ${bucket('tag', 'seq s CROSS JOIN LATERAL unnest(s.tags) tag')},
  'byInstrument', ${bucket('s.instrument')},
  'byWeekday', ${bucket(`extract(isodow FROM s.opened_at AT TIME ZONE $8)::int::text`)},
  'byHour', ${bucket(`lpad(extract(hour FROM s.opened_at AT TIME ZONE $8)::int::text, 2, '0')`)},
  'byMonth', ${bucket(`to_char(s.closed_at AT TIME ZONE $8, 'YYYY-MM')`)},
  'missingRates', (SELECT coalesce(json_agg(DISTINCT currency ORDER BY currency), '[]') FROM realised WHERE value IS NULL)
)::text AS body
FROM totals t`;
}
