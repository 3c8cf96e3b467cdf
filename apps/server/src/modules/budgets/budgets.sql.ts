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
