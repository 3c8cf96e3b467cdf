import { dailyFactorCtes } from '../../ledger/rates.sql.js';

/**
 * The closed trades matching `where`, each with its P&L in the base currency (`value`, NULL when no
 * rate converts it) at its close day's rate: steps 1 and 2 below, shared by stats and calendar.
 * Reads `trades` alone (the summary of its fills, ADR 0010) and looks the rates up once per
 * (currency, close day), not once per trade.
 */
export function valuedCtes(where: string): string {
  return `
closed AS (
  SELECT t.id, t.currency, t.instrument, t.pattern, t.tags, t.closed_at, t.close_day AS day,
         t.opened_at, t.net_pnl AS pnl,
         t.net_pnl / nullif(abs(t.entry_value / t.entry_quantity - t.stop_loss)
           * t.entry_quantity * t.multiplier, 0) AS r
  FROM trades t
  WHERE t.user_id = $1 AND t.status = 'CLOSED' ${where}
),
${dailyFactorCtes('closed')},
valued AS (
  SELECT c.*, round(c.pnl * k.num / k.den, $5) AS value
  FROM closed c JOIN factors k ON k.currency = c.currency AND k.day = c.day
)`;
}

/**
 * GET /api/trade/calendar: per close day of the month, the net P&L in the base currency and the
 * number of trades closed — the heatmap. `where` keeps the month's close days ($2 first day, $3
 * last day, also the rates' range) besides the filters, so only that month's trades are valued.
 */
export function tradeCalendarSql(where: string): string {
  return `
WITH ${valuedCtes(where)}
SELECT coalesce(json_agg(json_build_object('date', day, 'netPnl', trim_scale(p), 'count', c) ORDER BY day), '[]')::text AS body
FROM (SELECT day, sum(value) AS p, count(*) AS c FROM valued WHERE value IS NOT NULL GROUP BY day) d`;
}

/**
 * GET /api/trade/stats as ONE statement answering the finished JSON (as the dashboard does, ADR
 * 0006); core's journalStats (domain/trading-stats.ts) is the definition it is tested against.
 * Parameters: $1 user id, $2 first exit day, $3 last exit day, $4 base currency, $5 its decimals,
 * $6 / $7 the break-even band (min, max), $8 the user's time zone; `where` adds the list filters.
 *
 * 1. closed: per CLOSED trade its net P&L (Σ exit fills, trade currency), close time and day, entry
 *    time, and R (P&L ÷ |average entry − stop| × quantity × multiplier), from `trades` alone;
 * 2. the P&L into the base currency at the close day's rate: the rate quotes of each currency's legs
 *    carried forward by one window per currency (the dashboard's rates.sql.ts), one factor per
 *    (currency, close day);
 * 3. in closing order: outcome by the band, cumulative P&L and its running peak (drawdown), and
 *    runs of equal outcomes (gaps and islands) for the streaks;
 * 4. the breakdowns by pattern, tag, instrument, weekday, hour (of entry) and month (of close).
 */
export function tradeStatsSql(where: string): string {
  const bucket = (key: string, from = 'seq s') => `(SELECT coalesce(json_agg(json_build_object(
      'key', k, 'count', c, 'netPnl', trim_scale(p), 'winRate', trim_scale(round(w * 100.0 / c, 2))) ORDER BY k), '[]')
    FROM (SELECT ${key} AS k, count(*) AS c, sum(s.value) AS p, count(*) FILTER (WHERE s.outcome = 1) AS w
          FROM ${from} GROUP BY 1) b)`;
  return `
WITH
${valuedCtes(where)},
seq AS (
  SELECT v.*, row_number() OVER o AS n,
         CASE WHEN v.value > $7 THEN 1 WHEN v.value < $6 THEN -1 ELSE 0 END AS outcome,
         sum(v.value) OVER o AS cum
  FROM valued v WHERE v.value IS NOT NULL
  WINDOW o AS (ORDER BY v.closed_at, v.id)
),
peaks AS (SELECT s.*, greatest(0, max(s.cum) OVER (ORDER BY s.n)) AS peak FROM seq s),
runs AS (
  SELECT outcome, count(*) AS len
  FROM (SELECT outcome, n - row_number() OVER (PARTITION BY outcome ORDER BY n) AS grp FROM seq) x
  GROUP BY outcome, grp
),
totals AS (
  SELECT count(*) AS count,
         count(*) FILTER (WHERE outcome = 1) AS wins,
         count(*) FILTER (WHERE outcome = -1) AS losses,
         coalesce(sum(value), 0) AS net,
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
  'netPnl', trim_scale(t.net), 'grossProfit', trim_scale(t.gp), 'grossLoss', trim_scale(t.gl),
  'profitFactor', CASE WHEN t.gl > 0 THEN trim_scale(round(t.gp / t.gl, 4)) END,
  'averageWin', CASE WHEN t.wins > 0 THEN trim_scale(round(t.gp / t.wins, $5)) ELSE 0 END,
  'averageLoss', CASE WHEN t.losses > 0 THEN trim_scale(round(t.gl / t.losses, $5)) ELSE 0 END,
  'largestWin', trim_scale(t.lw), 'largestLoss', trim_scale(t.ll),
  'expectancy', CASE WHEN t.count > 0 THEN trim_scale(round(t.net / t.count, $5)) ELSE 0 END,
  'averageR', trim_scale(round(t.avg_r, 2)),
  'maxConsecutiveWins', coalesce((SELECT max(len) FROM runs WHERE outcome = 1), 0),
  'maxConsecutiveLosses', coalesce((SELECT max(len) FROM runs WHERE outcome = -1), 0),
  'maxDrawdown', coalesce((SELECT trim_scale(max(peak - cum)) FROM peaks), 0),
  'equityCurve', (SELECT coalesce(json_agg(json_build_object('date', day, 'cumulativePnl', trim_scale(cum)) ORDER BY day), '[]')
    FROM (SELECT DISTINCT ON (day) day, cum FROM seq ORDER BY day, n DESC) e),
  'byPattern', ${bucket(`coalesce(s.pattern, '')`)},
  'byTag', ${bucket('tag', 'seq s CROSS JOIN LATERAL unnest(s.tags) tag')},
  'byInstrument', ${bucket('s.instrument')},
  'byWeekday', ${bucket(`extract(isodow FROM s.opened_at AT TIME ZONE $8)::int::text`)},
  'byHour', ${bucket(`lpad(extract(hour FROM s.opened_at AT TIME ZONE $8)::int::text, 2, '0')`)},
  'byMonth', ${bucket(`to_char(s.closed_at AT TIME ZONE $8, 'YYYY-MM')`)},
  'missingRates', (SELECT coalesce(json_agg(DISTINCT currency ORDER BY currency), '[]') FROM valued WHERE value IS NULL)
)::text AS body
FROM totals t`;
}
