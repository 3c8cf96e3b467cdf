import { LOAN_INTEREST_ROWS } from '../../ledger/loan-interest.sql.js';
import { dailyFactorCtes } from '../../ledger/rates.sql.js';

/**
 * Spent per category and month, in the base currency: EXPENSE amounts minus INCOME amounts (refunds)
 * whose category is the category's name in any case, each converted at its day's rate by the
 * dashboard's rules (ledger/rates.sql.ts), summed per month and rounded once to the base currency.
 * A split transaction counts by its lines, each under its own category at the parent's type, date
 * and account (its own category is NULL, so it is never counted twice — ADR 0015). The interest
 * part of loan payments counts too, as EXPENSE (borrowed) or INCOME (lent) — ADR 0017.
 * One statement; the transactions are read through the (user, lower(category), date) index, the
 * lines through transaction_splits' (user, lower(category)) index.
 * Parameters: $1 user id, $2 first day, $3 last day, $4 base currency, $5 its decimals,
 * $6 the category ids (int[]). Rows: category_id, month ('YYYY-MM'), spent (NULL when no rate
 * converts any of it), missing (the currencies left out).
 */
export const SPENT_BY_MONTH_SQL = `
WITH cats AS (
  SELECT id, lower(name) AS lname FROM expense_categories WHERE user_id = $1 AND id = ANY($6::int[])
),
lines AS (
  SELECT c.id AS category_id, t.account_id, t.type, t.date, t.amount
  FROM cats c
  JOIN transactions t ON t.user_id = $1 AND lower(t.category) = c.lname
  WHERE t.type IN ('EXPENSE', 'INCOME') AND t.date BETWEEN $2::date AND $3::date
  UNION ALL
  SELECT c.id, t.account_id, t.type, t.date, s.amount
  FROM cats c
  JOIN transaction_splits s ON s.user_id = $1 AND lower(s.category) = c.lname
  JOIN transactions t ON t.id = s.transaction_id
  WHERE t.type IN ('EXPENSE', 'INCOME') AND t.date BETWEEN $2::date AND $3::date
  UNION ALL
  SELECT c.id, li.account_id, li.type, li.date, li.amount
  FROM cats c
  JOIN (${LOAN_INTEREST_ROWS}) li ON lower(li.category) = c.lname
  WHERE li.date BETWEEN $2::date AND $3::date
),
tx AS (
  SELECT l.category_id, a.currency, l.date AS day,
         sum(CASE WHEN l.type = 'EXPENSE' THEN l.amount ELSE -l.amount END) AS amount
  FROM lines l
  JOIN accounts a ON a.user_id = $1 AND a.id = l.account_id
  GROUP BY 1, 2, 3
),
${dailyFactorCtes('tx')}
SELECT x.category_id, to_char(x.day, 'YYYY-MM') AS month,
       round(sum(x.amount * k.num / k.den), $5)::text AS spent,
       coalesce(array_agg(DISTINCT x.currency) FILTER (WHERE k.num IS NULL), '{}') AS missing
FROM tx x JOIN factors k ON k.currency = x.currency AND k.day = x.day
GROUP BY 1, 2`;
