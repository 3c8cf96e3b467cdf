import { factorSql, QUOTE_TEXT, RATE_QUOTES_CTES } from '../../ledger/rates.sql.js';

/**
 * Spent per category and month, in the base currency: EXPENSE amounts minus INCOME amounts (refunds)
 * whose category is the category's name in any case, each converted at its day's rate by the
 * dashboard's rules (ledger/rates.sql.ts), summed per month and rounded once to the base currency.
 * One statement; the transactions are read through the (user, lower(category), date) index.
 * Parameters: $1 user id, $2 first day, $3 last day, $4 base currency, $5 its decimals,
 * $6 the category ids (int[]). Rows: category_id, month ('YYYY-MM'), spent (NULL when no rate
 * converts any of it), missing (the currencies left out).
 */
export const SPENT_BY_MONTH_SQL = `
WITH cats AS (
  SELECT id, lower(name) AS lname FROM expense_categories WHERE user_id = $1 AND id = ANY($6::int[])
),
tx AS (
  SELECT c.id AS category_id, a.currency, t.date AS day,
         sum(CASE WHEN t.type = 'EXPENSE' THEN t.amount ELSE -t.amount END) AS amount
  FROM cats c
  JOIN transactions t ON t.user_id = $1 AND lower(t.category) = c.lname
  JOIN accounts a ON a.user_id = t.user_id AND a.id = t.account_id
  WHERE t.type IN ('EXPENSE', 'INCOME') AND t.date BETWEEN $2::date AND $3::date
  GROUP BY 1, 2, 3
),
days AS (SELECT DISTINCT currency, day FROM tx),
currencies AS (SELECT DISTINCT currency FROM days),
${RATE_QUOTES_CTES},
stream AS (
  SELECT d.currency, d.day, 1 AS kind,
         NULL::text COLLATE "C" AS q0, NULL::text COLLATE "C" AS q1, NULL::text COLLATE "C" AS q2
  FROM days d
  UNION ALL
  SELECT l.currency, q.day, 0,
         CASE WHEN l.role = 0 THEN ${QUOTE_TEXT} END,
         CASE WHEN l.role = 1 THEN ${QUOTE_TEXT} END,
         CASE WHEN l.role = 2 THEN ${QUOTE_TEXT} END
  FROM legs l JOIN quotes q ON q.f = l.f AND q.t = l.t
),
carried AS (
  SELECT currency, day, kind, max(q0) OVER w AS q0, max(q1) OVER w AS q1, max(q2) OVER w AS q2
  FROM stream
  WINDOW w AS (PARTITION BY currency ORDER BY day, kind ROWS UNBOUNDED PRECEDING)
),
factors AS (
  SELECT currency, day, ${factorSql('currency', ['q0', 'q1', 'q2'], 'num')} AS num,
         ${factorSql('currency', ['q0', 'q1', 'q2'], 'den')} AS den
  FROM carried WHERE kind = 1
)
SELECT x.category_id, to_char(x.day, 'YYYY-MM') AS month,
       round(sum(x.amount * k.num / k.den), $5)::text AS spent,
       coalesce(array_agg(DISTINCT x.currency) FILTER (WHERE k.num IS NULL), '{}') AS missing
FROM tx x JOIN factors k ON k.currency = x.currency AND k.day = x.day
GROUP BY 1, 2`;
