/**
 * Spent per category and month, in the base currency: EXPENSE amounts minus INCOME amounts (refunds)
 * whose category is the category's name in any case, each converted at its day's rate, summed per
 * month and rounded once to the base currency. Read from expense_month_totals (ADR 0018), which
 * counts a split transaction by its lines (ADR 0015) and the interest part of loan payments
 * (ADR 0017); budgets.repository.ts makes sure the months are there first.
 * Parameters: $1 user id, $2 first day (of a month), $3 last day, $4 base currency, $5 its
 * decimals, $6 the category ids (int[]). Rows: category_id, month ('YYYY-MM'), spent, missing (the
 * currencies no rate converts, left out of spent).
 */
export const SPENT_BY_MONTH_SQL = `
WITH cats AS (
  SELECT id, lower(name) AS lname FROM expense_categories WHERE user_id = $1 AND id = ANY($6::int[])
)
SELECT c.id AS category_id, to_char(t.month, 'YYYY-MM') AS month,
       round(sum(t.expenses - t.income), $5)::text AS spent,
       coalesce(array_agg(DISTINCT t.currency) FILTER (WHERE NOT t.converted), '{}') AS missing
FROM cats c
JOIN expense_month_totals t ON t.user_id = $1 AND t.base = $4 AND t.category_key = c.lname
WHERE t.month BETWEEN $2::date AND $3::date
GROUP BY 1, 2`;

/**
 * The month's income and unbudgeted spending, from expense_month_totals like spent.
 * Income: INCOME amounts of categories that are not EXPENSE categories (an INCOME in an EXPENSE
 * category is a refund: it lowers that category's spent instead) and of uncategorized lines.
 * Unbudgeted: every category with EXPENSE amounts in the month whose category has no budget
 * (ids $6), INCOME categories aside, spent net of refunds (INCOME in an EXPENSE category, as a
 * budget counts it; income elsewhere is the month's income, never counted twice); the key ''
 * (no category) comes back with category NULL.
 * Parameters as SPENT_BY_MONTH_SQL ($2, $3 the month's first and last day; $6 the budgeted ids).
 * Rows: part ('income' | 'unbudgeted'), category_id, category, color, amount, missing.
 */
export const MONTH_EXTRAS_SQL = `
WITH m AS (
  SELECT t.category_key, min(t.label) AS label, sum(t.expenses) AS expenses,
         sum(t.income) AS income,
         coalesce(array_agg(DISTINCT t.currency) FILTER (WHERE NOT t.converted), '{}') AS missing
  FROM expense_month_totals t
  WHERE t.user_id = $1 AND t.base = $4 AND t.month BETWEEN $2::date AND $3::date
  GROUP BY 1
), k AS (
  SELECT m.*, c.id, c.name, c.color, c.kind, coalesce(c.id = ANY($6::int[]), false) AS budgeted
  FROM m LEFT JOIN expense_categories c ON c.user_id = $1 AND lower(c.name) = m.category_key
)
SELECT 'income' AS part, NULL::int AS category_id, NULL::text AS category, NULL::text AS color,
       round(coalesce(sum(income) FILTER (WHERE kind IS DISTINCT FROM 'EXPENSE'), 0), $5) AS amount,
       (SELECT coalesce(array_agg(DISTINCT cur), '{}') FROM k k2, unnest(k2.missing) cur) AS missing
FROM k
UNION ALL
SELECT 'unbudgeted', id, coalesce(name, nullif(label, '')), color,
       round(expenses - CASE WHEN kind = 'EXPENSE' THEN income ELSE 0 END, $5), missing
FROM k
WHERE expenses > 0 AND NOT budgeted AND kind IS DISTINCT FROM 'INCOME'
ORDER BY 1, 5 DESC, 3`;
