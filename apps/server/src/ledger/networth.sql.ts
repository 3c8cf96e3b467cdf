import { type NetWorthInput, unionOf } from './networth-inputs.js';
import { factorSql, QUOTE_TEXT, RATE_QUOTES_CTES } from './rates.sql.js';

/**
 * The two dashboard statements (ADR 0006). Both answer ONE row holding the finished JSON answer,
 * built by PostgreSQL, so the server only passes a string along (and caches it).
 * Parameters: $1 user id, $2 first day, $3 last day, $4 base currency, $5 its decimals.
 * Money is rounded with round(numeric, $5) (half away from zero, as core's roundMoney) and printed
 * with trim_scale, so 12.50 goes out as 12.5 and nothing passes through a float.
 *
 * Both are built from the registered net-worth inputs (ledger/networth-inputs.ts, ADR 0007):
 * what is held, in which currency, and how its value moved each day.
 *
 * Series (balance(D) = Σ delta over days ≤ D, ADR 0005):
 * 1. balances: the inputs' deltas summed per holder and day (several inputs may move one holder:
 *    an account's cash and its open trades, ADR 0011), then a running sum per holder gives the
 *    balance after each move, and from it how much the move changed the holder's positive part
 *    and its negative part. Moves before $2 are summed into one opening move per holder, dated
 *    the day before (counted on $2): the changes of the positive and negative parts telescope, so
 *    that one move changes them exactly as the many did, and a year's range sorts and runs its
 *    window over that year's moves, not over every move since the first;
 * 2. stream: those changes, the rate quotes of each currency's legs, and one slot row per currency
 *    and day (generate_series), in ONE window pass per currency ordered by day: running sums give
 *    the sums of positive and of negative balances; max() of the 'day|num|den' texts gives the
 *    latest quote of each leg (carry-forward over quiet days and weekends);
 * 3. the slot rows × their factor, summed per day.
 * Work: O(delta rows + currencies × days + rates in range), one sort; never holders × days.
 * Currencies travel as small integers (cid) so that sort compares ints, not collated text.
 * `changesOnly` (GET /api/performance, ADR 0019): the points of the first and last day and of each
 * day whose net worth differs from the day before's — a century of quiet days is then a few
 * points to send and parse, not 46,000 (the days left out are worth the day before's).
 */
export const networthSeriesSql = (
  inputs: readonly NetWorthInput[],
  { changesOnly = false }: { changesOnly?: boolean } = {},
) => `
WITH
holders AS (
  ${unionOf(inputs, 'holders')}
),
currencies AS (
  SELECT currency, row_number() OVER (ORDER BY currency)::int AS cid
  FROM (SELECT DISTINCT currency FROM holders) c
),
holder_cids AS (
  SELECT h.holder, c.cid FROM holders h JOIN currencies c ON c.currency = h.currency
),
balances AS (
  SELECT holder, day, delta, sum(delta) OVER (PARTITION BY holder ORDER BY day) AS balance
  FROM (
    SELECT holder, greatest(day, $2::date - 1) AS day, sum(delta) AS delta
    FROM (
    ${unionOf(inputs, 'deltas')}
    ) u
    GROUP BY 1, 2
  ) d
),
${RATE_QUOTES_CTES},
stream AS (
  SELECT a.cid, greatest(b.day, $2::date) AS day, false AS slot,
         greatest(b.balance, 0) - greatest(b.balance - b.delta, 0) AS dpos,
         least(b.balance, 0) - least(b.balance - b.delta, 0) AS dneg,
         NULL::text COLLATE "C" AS q0, NULL::text COLLATE "C" AS q1, NULL::text COLLATE "C" AS q2
  FROM balances b JOIN holder_cids a ON a.holder = b.holder
  UNION ALL
  SELECT c.cid, q.day, false, 0, 0,
         CASE WHEN l.role = 0 THEN ${QUOTE_TEXT} END,
         CASE WHEN l.role = 1 THEN ${QUOTE_TEXT} END,
         CASE WHEN l.role = 2 THEN ${QUOTE_TEXT} END
  FROM legs l
  JOIN currencies c ON c.currency = l.currency
  JOIN quotes q ON q.f = l.f AND q.t = l.t
  UNION ALL
  SELECT c.cid, d::date, true, 0, 0, NULL, NULL, NULL
  FROM currencies c CROSS JOIN generate_series($2::date, $3::date, interval '1 day') d
),
running AS (
  SELECT cid, day, slot, sum(dpos) OVER w AS pos, sum(dneg) OVER w AS neg,
         max(q0) OVER w AS q0, max(q1) OVER w AS q1, max(q2) OVER w AS q2
  FROM stream
  WINDOW w AS (PARTITION BY cid ORDER BY day)
),
valued AS (
  SELECT r.day, c.currency, r.pos, r.neg,
         ${factorSql('c.currency', ['r.q0', 'r.q1', 'r.q2'], 'num')} AS num,
         ${factorSql('c.currency', ['r.q0', 'r.q1', 'r.q2'], 'den')} AS den
  FROM running r JOIN currencies c ON c.cid = r.cid
  WHERE r.slot
),
points AS (
  SELECT d::date AS day,
         round(coalesce(sum(v.pos * v.num / v.den), 0), $5) AS assets,
         round(coalesce(-sum(v.neg * v.num / v.den), 0), $5) AS liabilities
  FROM generate_series($2::date, $3::date, interval '1 day') d
  LEFT JOIN valued v ON v.day = d::date
  GROUP BY 1
)
SELECT json_build_object(
  'currency', $4::text,
  'points', (SELECT coalesce(json_agg(json_build_object(
      'date', day, 'netWorth', trim_scale(assets - liabilities),
      'assets', trim_scale(assets), 'liabilities', trim_scale(liabilities)) ORDER BY day), '[]')
    FROM ${
      changesOnly
        ? `(SELECT *, lag(assets - liabilities) OVER (ORDER BY day) AS before FROM points) p
       WHERE day IN ($2::date, $3::date) OR assets - liabilities <> before`
        : 'points'
    }),
  'missingRates', (SELECT coalesce(json_agg(DISTINCT currency ORDER BY currency), '[]')
    FROM valued WHERE num IS NULL AND (pos <> 0 OR neg <> 0))
)::text AS body`;

/** The kept balances ($5, keptBalancesSql's body) as rows of the `balances` fragments. */
const KEPT_ROWS = `SELECT k.holder, k.type, k.currency, k.balance
  FROM jsonb_to_recordset($5::jsonb) AS k (holder int, type text, currency text, balance numeric)`;

/**
 * The balances on $3 of the inputs everyday writes do not move (NetWorthInput.everyday), as a
 * JSON array of {holder, type, currency, balance (text, exact)}: what the summary may keep across
 * everyday writes and hand back as $5 (`kept`), so that an expense entered reads the accounts'
 * balances again, not every position, property and loan. Parameters as the summary's $1–$3.
 */
export const keptBalancesSql = (inputs: readonly NetWorthInput[]) => `
SELECT coalesce(json_agg(json_build_object('holder', holder, 'type', type,
         'currency', currency, 'balance', balance::text)), '[]')::text AS body
FROM (
  ${unionOf(
    inputs.filter((i) => !i.everyday),
    'balances',
  )}
) u
WHERE $2::date <= $3::date -- always (the summary's first day is its last): gives $2 its type`;

/**
 * The summary on one day ($2 = $3 = asOf): each holder's balance on asOf (summed over the inputs
 * that move it) × its factor, answered as parts — the values summed per type, currency and sign,
 * unrounded — for core's netWorthComposition (domain/networth-totals.ts) to make the figures from:
 * one definition of assets, liabilities, liquid and illiquid (ADR 0022). A part is a few rows per
 * type and currency, not one per holder. With `kept`, the inputs everyday writes do not move are
 * read from $5 (keptBalancesSql's body) instead of their tables: the same rows, so the same figures.
 */
export const networthSummarySql = (inputs: readonly NetWorthInput[], kept = false) => `
WITH
held AS (
  SELECT holder, min(type) AS type, min(currency) AS currency, sum(balance) AS balance
  FROM (
  ${
    kept
      ? `${unionOf(
          inputs.filter((i) => i.everyday),
          'balances',
        )}
  UNION ALL
  ${KEPT_ROWS}`
      : unionOf(inputs, 'balances')
  }
  ) u
  GROUP BY holder
),
currencies AS (SELECT DISTINCT currency FROM held),
${RATE_QUOTES_CTES},
leg_quotes AS (
  SELECT l.currency, max(${QUOTE_TEXT}) FILTER (WHERE l.role = 0) AS q0,
         max(${QUOTE_TEXT}) FILTER (WHERE l.role = 1) AS q1,
         max(${QUOTE_TEXT}) FILTER (WHERE l.role = 2) AS q2
  FROM legs l JOIN quotes q ON q.f = l.f AND q.t = l.t
  GROUP BY l.currency
),
factors AS (
  SELECT c.currency,
         ${factorSql('c.currency', ['lq.q0', 'lq.q1', 'lq.q2'], 'num')} AS num,
         ${factorSql('c.currency', ['lq.q0', 'lq.q1', 'lq.q2'], 'den')} AS den
  FROM currencies c LEFT JOIN leg_quotes lq ON lq.currency = c.currency
),
valued AS (
  SELECT h.type, h.currency, h.balance * f.num / f.den AS value,
         f.num IS NULL AND h.balance <> 0 AS missing
  FROM held h JOIN factors f ON f.currency = h.currency
)
SELECT json_build_object(
  'parts', (SELECT coalesce(json_agg(json_build_object('type', type, 'currency', currency,
      'value', v::text) ORDER BY type, currency, sign), '[]')
    FROM (SELECT type, currency, sign(value) AS sign, sum(value) AS v
          FROM valued WHERE value IS NOT NULL GROUP BY 1, 2, 3) x),
  'missingRates', (SELECT coalesce(json_agg(DISTINCT currency ORDER BY currency), '[]')
    FROM valued WHERE missing),
  'asOf', $3::date
)::text AS body`;
