import { FX_PIVOT } from '@wealthlog/core';

/**
 * core's pivot currency as an SQL literal. The CTEs below are plain text spliced into statements
 * whose positional parameters their callers number, so the pivot is written in, not bound: it is
 * checked to be a 3-letter code first, which no quote or other SQL can hide in.
 */
function pivotLiteral(code: string): string {
  if (!/^[A-Z]{3}$/.test(code)) throw new Error(`FX pivot ${code} is not a currency code`);
  return `'${code}'`;
}
const PIVOT = pivotLiteral(FX_PIVOT);

/**
 * The SQL half of core's `createRateBook` (domain/fx.ts), as CTEs to splice into a WITH clause.
 * Expects a CTE `currencies(currency)` before it and the parameters $1 user id, $2 first day,
 * $3 last day, $4 base currency. Defines:
 * - `quotes(f, t, day, num, den)`: for each directed pair that may be needed, the quote that takes
 *   effect on `day` (amount of f × num / den = amount of t); every rate before $2 is folded into
 *   ONE quote on $2, the latest;
 * - `legs(currency, f, t, role)`: the pairs that convert a currency into the base: role 0 directly,
 *   roles 1 and 2 through core's FX_PIVOT, EUR (currency→EUR, EUR→base).
 *
 * Rules (the same as core): the latest rate on or before the day between X and B in either
 * direction (later date first; on one date the direct one, then the user's own over the shared);
 * else X→EUR→B, each leg by the same rule. Inverse rates stay fractions (num 1, den rate) so no
 * precision is lost before the final division.
 *
 * Cost: the rates inside [$2, $3] for the few pairs needed (index range scans), plus ONE index
 * probe per pair, direction and owner for the latest rate before $2.
 */
export const RATE_QUOTES_CTES = `
pairs (f, t) AS (
  SELECT currency, $4::text FROM currencies WHERE currency <> $4
  UNION SELECT currency, ${PIVOT} FROM currencies WHERE currency <> $4 AND currency <> ${PIVOT}
  UNION SELECT ${PIVOT}, $4::text FROM currencies WHERE currency <> $4 AND currency <> ${PIVOT} AND $4 <> ${PIVOT}
),
directions (base, quote) AS (
  SELECT f, t FROM pairs UNION SELECT t, f FROM pairs
),
stored AS (
  -- A lateral range scan per direction and owner, kept lateral by OFFSET 0: as a join the
  -- planner hashed every stored rate of every pair (60 ms at 210k rates) to keep a few thousand.
  SELECT r.base, r.quote, r.date, r.rate, r.user_id
  FROM directions p
  CROSS JOIN (VALUES (0), ($1::int)) o (owner)
  CROSS JOIN LATERAL (
    SELECT r.base, r.quote, r.date, r.rate, r.user_id FROM fx_rates r
    WHERE coalesce(r.user_id, 0) = o.owner AND r.base = p.base AND r.quote = p.quote
      AND r.date BETWEEN $2::date AND $3::date
    OFFSET 0
  ) r
  UNION ALL
  SELECT l.base, l.quote, l.date, l.rate, l.user_id
  FROM directions p
  CROSS JOIN (VALUES (0), ($1::int)) o (owner)
  CROSS JOIN LATERAL (
    SELECT r.base, r.quote, r.date, r.rate, r.user_id FROM fx_rates r
    WHERE coalesce(r.user_id, 0) = o.owner AND r.base = p.base AND r.quote = p.quote
      AND r.date < $2::date
    ORDER BY r.date DESC LIMIT 1
  ) l
),
quotes AS (
  SELECT DISTINCT ON (f, t, day) f, t, day, num, den
  FROM (
    SELECT p.f, p.t, greatest(s.date, $2::date) AS day, s.date, s.rate AS num, 1::numeric AS den,
           0 AS inverse, s.user_id
    FROM pairs p JOIN stored s ON s.base = p.f AND s.quote = p.t
    UNION ALL
    SELECT p.f, p.t, greatest(s.date, $2::date), s.date, 1::numeric, s.rate, 1, s.user_id
    FROM pairs p JOIN stored s ON s.base = p.t AND s.quote = p.f
  ) q
  ORDER BY f, t, day, date DESC, inverse, user_id NULLS LAST
),
legs (currency, f, t, role) AS (
  SELECT currency, currency, $4::text, 0 FROM currencies WHERE currency <> $4
  UNION ALL
  SELECT currency, currency, ${PIVOT}, 1 FROM currencies WHERE currency <> $4 AND currency <> ${PIVOT}
  UNION ALL
  SELECT currency, ${PIVOT}, $4::text, 2 FROM currencies WHERE currency <> $4 AND currency <> ${PIVOT} AND $4 <> ${PIVOT}
)`;

/** A quote as sortable text, 'YYYY-MM-DD|num|den': the max() of such texts is the latest quote. */
export const QUOTE_TEXT = `(q.day::text || '|' || q.num::text || '|' || q.den::text) COLLATE "C"`;

/**
 * num or den of the conversion factor, from the three legs' quotes `q0`, `q1`, `q2` given as SQL
 * expressions of QUOTE_TEXT (NULL when that leg has no quote): the base itself → 1; the direct
 * leg; else both EUR legs multiplied; else NULL (no rate).
 */
export function factorSql(
  currency: string,
  q: [string, string, string],
  part: 'num' | 'den',
): string {
  const n = part === 'num' ? 2 : 3;
  const v = (e: string) => `split_part(${e}, '|', ${n})::numeric`;
  return `CASE WHEN ${currency} = $4 THEN 1::numeric
    WHEN ${q[0]} IS NOT NULL THEN ${v(q[0])}
    WHEN ${q[1]} IS NOT NULL AND ${q[2]} IS NOT NULL THEN ${v(q[1])} * ${v(q[2])} END`;
}

/**
 * The conversion factor of each (currency, day) a statement needs, as CTEs to splice into its WITH
 * clause after `source`, a CTE with `currency` and `day` columns (duplicates allowed). Defines
 * `days` (its distinct pairs), `currencies`, the RATE_QUOTES_CTES, and last
 * `factors(currency, day, num, den)`: one row per (currency, day) of `source`; amount × num / den
 * is the amount in the base currency, num NULL when no rate converts that currency on that day.
 * Same parameters as RATE_QUOTES_CTES ($1 user, $2 first day, $3 last day, $4 base); the days of
 * `source` must lie in [$2, $3].
 *
 * With `columns` (of `source`), `factors` is instead every row of `source` with those columns and
 * its num and den: no join back to `source` is needed. Use it when `source` is grouped already —
 * the planner cannot estimate the window's output, and its guess of one row made that join a
 * nested loop over every pair of rows.
 *
 * How: one stream per currency of its days and of its legs' quotes (ordered by day, a quote before
 * a day on the same date); a running max() per leg carries the latest quote forward onto each day
 * (QUOTE_TEXT sorts by date), so every day gets its rate from one window pass, not a lookup each.
 */
export function dailyFactorCtes(source: string, columns: string[] = []): string {
  const extra = columns.map((c) => `, ${c}`).join('');
  const days =
    columns.length === 0
      ? `SELECT DISTINCT currency, day FROM ${source}`
      : `SELECT currency, day${extra} FROM ${source}`;
  const none = columns.map(() => ', NULL').join('');
  return `days AS (${days}),
currencies AS (SELECT DISTINCT currency FROM days),
${RATE_QUOTES_CTES},
stream AS (
  SELECT d.currency, d.day, 1 AS kind,
         NULL::text COLLATE "C" AS q0, NULL::text COLLATE "C" AS q1, NULL::text COLLATE "C" AS q2
         ${columns.map((c) => `, d.${c}`).join('')}
  FROM days d
  UNION ALL
  SELECT l.currency, q.day, 0,
         CASE WHEN l.role = 0 THEN ${QUOTE_TEXT} END,
         CASE WHEN l.role = 1 THEN ${QUOTE_TEXT} END,
         CASE WHEN l.role = 2 THEN ${QUOTE_TEXT} END${none}
  FROM legs l JOIN quotes q ON q.f = l.f AND q.t = l.t
),
carried AS (
  SELECT currency, day, kind, max(q0) OVER w AS q0, max(q1) OVER w AS q1, max(q2) OVER w AS q2${extra}
  FROM stream
  WINDOW w AS (PARTITION BY currency ORDER BY day, kind ROWS UNBOUNDED PRECEDING)
),
factors AS (
  SELECT currency, day, ${factorSql('currency', ['q0', 'q1', 'q2'], 'num')} AS num,
         ${factorSql('currency', ['q0', 'q1', 'q2'], 'den')} AS den${extra}
  FROM carried WHERE kind = 1
)`;
}
