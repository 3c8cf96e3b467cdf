import type { SummaryGroup } from '@wealthlog/core';
import { LOAN_INTEREST_ROWS } from '../../ledger/loan-interest.sql.js';
import { dailyFactorCtes } from '../../ledger/rates.sql.js';

// The grouping key of each way to slice, on `t` (transactions) and `a` (its account). Categories
// and payees group in any case, as the category filter matches (migration 0008).
const KEYS: Record<SummaryGroup, { key: string; label: string }> = {
  category: { key: `lower(coalesce(t.category, ''))`, label: `min(coalesce(t.category, ''))` },
  month: { key: `to_char(t.date, 'YYYY-MM')`, label: `to_char(t.date, 'YYYY-MM')` },
  account: { key: `t.account_id::text`, label: `min(a.name)` },
  payee: { key: `lower(coalesce(t.description, ''))`, label: `min(coalesce(t.description, ''))` },
};

/**
 * By category, a split transaction counts by its lines (ADR 0015): each line is a row `t` with the
 * parent's columns but its own category and amount; the parent itself (category NULL while it has
 * lines) is left out. Every other grouping reads the transactions as they are — the lines sum to
 * the parent's amount, so a month, an account or a payee adds up the same.
 * The anti-join runs only for the rows without a category (an index probe each), so a year of 100k
 * categorised transactions is read as before.
 */
const CATEGORY_LINES = `(
    SELECT t.user_id, t.account_id, t.type, t.date, t.category, t.amount
    FROM transactions t
    WHERE t.user_id = $1 AND (t.category IS NOT NULL
      OR NOT EXISTS (SELECT 1 FROM transaction_splits s WHERE s.transaction_id = t.id))
    UNION ALL
    SELECT t.user_id, t.account_id, t.type, t.date, s.category, s.amount
    FROM transaction_splits s JOIN transactions t ON t.id = s.transaction_id
    WHERE s.user_id = $1
  ) t`;

/**
 * The expenses summary straight from the transactions, as ONE statement: what GET
 * /api/expenses/summary reads by payee, and the reference the totals tables (ADR 0018,
 * summaryTotalsSql below) are tested against for every other grouping. The EXPENSE and INCOME transactions of [$2, $3]
 * and the interest part of loan payments (ADR 0017), grouped by the key, per currency and day,
 * converted at that day's rate by the dashboard's rules (ledger/rates.sql.ts), then summed per key
 * and rounded once. Parameters: $1 user id, $2 first
 * day, $3 last day, $4 base currency, $5 its decimals. Rows: key, label, sub and sublabel (the
 * category when `stack`, else ''), expenses, income, count, missing (currencies no rate converts,
 * left out of the sums).
 */
export function summarySql(groupBy: SummaryGroup, stack = false): string {
  const { key, label } = KEYS[groupBy];
  // Stacked (months by category, the stacked bars): a second key, the category, on the lines.
  const sub = stack ? KEYS.category : { key: `''`, label: `''` };
  const lines = groupBy === 'category' || stack;
  // The rows of one source, per key, currency and day. The loan interest rows (ADR 0017) are a
  // second source added by UNION ALL after grouping, not inside the first one's FROM: a UNION in
  // the FROM hides the transactions' statistics, and the misestimated groups turned the final
  // join into a nested loop (37 s for all time by month on the bench set).
  const grouped = (from: string) => `
  SELECT ${key} AS key, ${label} AS label, ${sub.key} AS sub, ${sub.label} AS sublabel,
         a.currency, t.date AS day,
         coalesce(sum(t.amount) FILTER (WHERE t.type = 'EXPENSE'), 0) AS expenses,
         coalesce(sum(t.amount) FILTER (WHERE t.type = 'INCOME'), 0) AS income,
         count(*) AS n
  FROM ${from}
  JOIN accounts a ON a.user_id = t.user_id AND a.id = t.account_id
  WHERE t.user_id = $1 AND t.type IN ('EXPENSE', 'INCOME') AND t.date BETWEEN $2::date AND $3::date
  GROUP BY 1, 3, 5, 6${groupBy === 'month' ? ', 2' : ''}`;
  return `
WITH tx AS (${grouped(lines ? CATEGORY_LINES : 'transactions t')}
  UNION ALL${grouped(`(${LOAN_INTEREST_ROWS}) t`)}
),
${dailyFactorCtes('tx')}
SELECT x.key, min(x.label) AS label, x.sub, min(x.sublabel) AS sublabel,
       coalesce(round(sum(x.expenses * k.num / k.den), $5), 0)::text AS expenses,
       coalesce(round(sum(x.income * k.num / k.den), $5), 0)::text AS income,
       sum(x.n)::int AS count,
       coalesce(array_agg(DISTINCT x.currency) FILTER (WHERE k.num IS NULL), '{}') AS missing
FROM tx x JOIN factors k ON k.currency = x.currency AND k.day = x.day
GROUP BY x.key, x.sub`;
}

/** The groupings expense_day_totals answers (a payee is a transaction's description: not kept). */
export type TotalsGroup = Exclude<SummaryGroup, 'payee'>;

// The same keys as KEYS, on `t` (rows of the totals tables) and `a` (the account).
const TOTALS_KEYS: Record<TotalsGroup, { key: string; label: string }> = {
  category: { key: `t.category_key`, label: `min(t.label)` },
  month: { key: `to_char(t.day, 'YYYY-MM')`, label: `to_char(t.day, 'YYYY-MM')` },
  account: { key: `t.account_id::text`, label: `min(a.name)` },
};

/** A month (its first day, `month`) lies whole in [$2, $3]. */
const WHOLE = (month: string) =>
  `(${month} >= $2::date AND ${month} + interval '1 month' <= $3::date + 1)`;

const COLUMNS = `category_key, label, currency, expenses, income, converted, lines, transactions`;

/**
 * The totals rows of [$2, $3] without accounts: a whole month's from expense_month_totals (its
 * `day` the first of the month), the days of a month cut by the range from expense_day_totals.
 */
const RANGE_ROWS = `(
    SELECT month AS day, ${COLUMNS} FROM expense_month_totals
    WHERE user_id = $1 AND base = $4 AND ${WHOLE('month')}
    UNION ALL
    SELECT day, ${COLUMNS} FROM expense_day_totals
    WHERE user_id = $1 AND base = $4 AND day BETWEEN $2::date AND $3::date
      AND month IN (date_trunc('month', $2::date)::date, date_trunc('month', $3::date)::date)
      AND NOT ${WHOLE('month')}
  ) t`;

/** The per-day rows of [$2, $3] with their accounts (by account: read day by day). */
const DAY_ROWS = `expense_day_totals t
JOIN accounts a ON a.user_id = $1 AND a.id = t.account_id
WHERE t.user_id = $1 AND t.base = $4
  AND t.month BETWEEN date_trunc('month', $2::date) AND $3::date AND t.day BETWEEN $2::date AND $3::date`;

/**
 * GET /api/expenses/summary by category, month or account, from the totals tables (ADR 0018): the
 * same rows, figures and parameters as summarySql(), which it replaces for these groupings (a test
 * holds both to the same answers). The rows of [$2, $3] are summed per key and rounded once;
 * `count` counts split lines by category or when stacked, transactions otherwise, as summarySql()
 * does.
 */
export function summaryTotalsSql(groupBy: TotalsGroup, stack = false): string {
  const { key, label } = TOTALS_KEYS[groupBy];
  const sub = stack ? TOTALS_KEYS.category : { key: `''`, label: `''` };
  const count = groupBy === 'category' || stack ? 't.lines' : 't.transactions';
  return `
SELECT ${key} AS key, ${label} AS label, ${sub.key} AS sub, ${sub.label} AS sublabel,
       round(sum(t.expenses), $5)::text AS expenses, round(sum(t.income), $5)::text AS income,
       sum(${count})::int AS count,
       coalesce(array_agg(DISTINCT t.currency) FILTER (WHERE NOT t.converted), '{}') AS missing
FROM ${groupBy === 'account' ? DAY_ROWS : RANGE_ROWS}
GROUP BY 1, 3${groupBy === 'month' ? ', 2' : ''}`;
}
