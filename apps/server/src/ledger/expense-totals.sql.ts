import { LOAN_INTEREST_ROWS } from './loan-interest.sql.js';
import { dailyFactorCtes } from './rates.sql.js';

/** The statements of ledger/expense-totals.ts (ADR 0018, 0034). */

/**
 * Computes days of user $1 in base $4 — whole months [$2, $3], or the days $5 — into
 * expense_day_totals and, summed per month, category and currency, into expense_month_totals. The
 * rows counted are the summary's and the budgets' (ADR 0015, 0017): EXPENSE and INCOME
 * transactions, a split one by its lines (each with the parent's type, date and account), and the
 * interest part of loan payments. Each source is grouped on its own before the UNION ALL, so the
 * planner keeps the transactions' statistics (a union in the FROM turned the rate join into a
 * nested loop, reports.sql.ts). Each (currency, day) converts at the dashboard's rate of that day
 * (ledger/rates.sql.ts).
 */
const grouped = (from: string, first: string, where = '') => `
  SELECT lower(coalesce(t.category, '')) AS key, min(coalesce(t.category, '')) AS label,
         t.account_id, a.currency, t.date AS day,
         coalesce(sum(t.amount) FILTER (WHERE t.type = 'EXPENSE'), 0) AS expenses,
         coalesce(sum(t.amount) FILTER (WHERE t.type = 'INCOME'), 0) AS income,
         count(*) AS lines, sum(${first}) AS txs
  FROM ${from}
  JOIN accounts a ON a.user_id = $1 AND a.id = t.account_id
  WHERE t.type IN ('EXPENSE', 'INCOME') AND t.date BETWEEN $2::date AND $3::date${where}
  GROUP BY 1, 3, 4, 5`;

const fillSql = (days: boolean) => `
WITH parts AS (${grouped(
  `transactions t`,
  `1`,
  // A transaction with lines is counted by its lines (its own category is NULL then).
  ` AND t.user_id = $1 AND (t.category IS NOT NULL
      OR NOT EXISTS (SELECT 1 FROM transaction_splits s WHERE s.transaction_id = t.id))`,
)}
  UNION ALL${grouped(
    `(SELECT t.account_id, t.type, t.date, s.category, s.amount,
             (s.position = min(s.position) OVER (PARTITION BY s.transaction_id))::int AS first
      FROM transaction_splits s
      JOIN transactions t ON t.user_id = s.user_id AND t.id = s.transaction_id
      WHERE s.user_id = $1 AND t.date BETWEEN $2::date AND $3::date) t`,
    `t.first`,
  )}
  UNION ALL${grouped(`(${LOAN_INTEREST_ROWS}) t`, `1`)}
),
tx AS (
  SELECT key, min(label) AS label, account_id, currency, day, sum(expenses) AS expenses,
         sum(income) AS income, sum(lines) AS lines, sum(txs) AS txs
  FROM parts${days ? ' WHERE day = ANY($5::date[])' : ''} GROUP BY key, account_id, currency, day
),
${dailyFactorCtes('tx', ['key', 'label', 'account_id', 'expenses', 'income', 'lines', 'txs'])},
${days ? '' : FILLED}
days_in AS (
  INSERT INTO expense_day_totals (user_id, base, month, day, category_key, account_id, label,
    currency, expenses, income, converted, lines, transactions)
  SELECT $1, $4, date_trunc('month', k.day)::date, k.day, k.key, k.account_id, k.label, k.currency,
         coalesce(k.expenses * k.num / k.den, 0), coalesce(k.income * k.num / k.den, 0),
         k.num IS NOT NULL, k.lines, k.txs
  FROM factors k
  RETURNING *
)
INSERT INTO expense_month_totals (user_id, base, month, category_key, currency, label, expenses,
  income, converted, lines, transactions)
SELECT $1, $4, month, category_key, currency, min(label), sum(expenses), sum(income),
       bool_and(converted), sum(lines), sum(transactions)
FROM ${days ? KEPT_AND_NEW : 'days_in'} x GROUP BY month, category_key, currency`;

/** The months' rows of expense_day_fills (fillSql of whole months). */
const FILLED = `filled AS (
  INSERT INTO expense_day_fills (user_id, month, base)
  SELECT $1, m::date, $4 FROM generate_series($2::date, $3::date, interval '1 month') m
),`;

/**
 * The day rows a month's totals sum when only some of its days were computed again: the rest,
 * kept (TAKE_DAYS_SQL deleted the recomputed days' rows in an earlier statement), and the new.
 */
const KEPT_AND_NEW = `(
  SELECT month, category_key, currency, label, expenses, income, converted, lines, transactions
  FROM expense_day_totals
  WHERE user_id = $1 AND base = $4
    AND month IN (SELECT DISTINCT date_trunc('month', d)::date FROM unnest($5::date[]) d)
  UNION ALL
  SELECT month, category_key, currency, label, expenses, income, converted, lines, transactions
  FROM days_in)`;

/** Months [$2, $3] (whole months) computed into both tables, their fill rows written. */
export const FILL_MONTHS_SQL = fillSql(false);

/**
 * Days $5 (a date[] within [$2, $3]) of months already computed, computed again: their rows of
 * expense_day_totals, and their months' rows of expense_month_totals summed anew from all the
 * month's day rows (the same sums as a month's fill: numeric addition is exact, in any order).
 * TAKE_DAYS_SQL must have deleted the old rows first.
 */
export const FILL_DAYS_SQL = fillSql(true);

/**
 * The days marked by writes (migration 0036) in [$2, $3], taken off the list; those whose month
 * is computed in base $4 lose their day rows and their months' rows, for FILL_DAYS_SQL to write
 * again. Days of a month not computed are only taken off: it will be computed whole.
 */
export const TAKE_DAYS_SQL = `
WITH taken AS (
  DELETE FROM expense_day_dirty WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date
  RETURNING day
),
days AS (
  SELECT k.day, date_trunc('month', k.day)::date AS month FROM taken k
  WHERE EXISTS (SELECT 1 FROM expense_day_fills f
                WHERE f.user_id = $1 AND f.base = $4 AND f.month = date_trunc('month', k.day)::date)
),
days_out AS (
  DELETE FROM expense_day_totals t USING days d
  WHERE t.user_id = $1 AND t.base = $4 AND t.month = d.month AND t.day = d.day
),
months_out AS (
  DELETE FROM expense_month_totals t
  WHERE t.user_id = $1 AND t.base = $4 AND t.month IN (SELECT month FROM days)
)
SELECT to_char(day, 'YYYY-MM-DD') AS day FROM days ORDER BY day`;

/**
 * The months of [from, to] that hold some of the user's transactions and are not in the table for
 * `base`, as runs of consecutive months ('YYYY-MM-01', first and last month of each run); and last,
 * a row of two NULLs when writes marked some day of [from, to] (migration 0036) to compute again.
 */
export const STALE_SQL = `
WITH span AS (
  SELECT greatest(date_trunc('month', $2::date), date_trunc('month', min(date))) AS lo,
         least(date_trunc('month', $3::date), date_trunc('month', max(date))) AS hi
  FROM transactions WHERE user_id = $1
  -- Not count(*) > 0: with only min and max, both are read off the (user_id, date) index's ends
  -- instead of counting every row (20–30 ms at 100k, on every budgets and summary read).
  HAVING min(date) IS NOT NULL
),
stale AS (
  SELECT m::date AS month FROM span, generate_series(lo, hi, interval '1 month') m
  WHERE NOT EXISTS (SELECT 1 FROM expense_day_fills f
                    WHERE f.user_id = $1 AND f.month = m::date AND f.base = $4)
)
SELECT to_char(min(month), 'YYYY-MM-DD') AS first, to_char(max(month), 'YYYY-MM-DD') AS last
FROM (SELECT month, month - (interval '1 month' * row_number() OVER (ORDER BY month)) AS run
      FROM stale) s
GROUP BY run
UNION ALL
SELECT NULL, NULL
WHERE EXISTS (SELECT 1 FROM expense_day_dirty WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date)
ORDER BY 1`;
