import type pg from 'pg';
import { LOAN_INTEREST_ROWS } from './loan-interest.sql.js';
import { dailyFactorCtes } from './rates.sql.js';

/**
 * expense_day_totals (ADR 0018): a user's spending per day, category and account, converted into
 * the base currency, computed a month at a time on the first read that needs it and kept until a
 * write touches that month (the triggers of migration 0023 drop it). Budgets and the expenses
 * summary read it; after a write only the months written are computed again.
 */

/**
 * Computes the months [$2, $3] (whole months) of user $1 in base $4 into expense_day_totals and,
 * summed per month, category and currency, into expense_month_totals. The
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

const FILL_SQL = `
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
  FROM parts GROUP BY key, account_id, currency, day
),
${dailyFactorCtes('tx', ['key', 'label', 'account_id', 'expenses', 'income', 'lines', 'txs'])},
filled AS (
  INSERT INTO expense_day_fills (user_id, month, base)
  SELECT $1, m::date, $4 FROM generate_series($2::date, $3::date, interval '1 month') m
),
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
FROM days_in GROUP BY month, category_key, currency`;

/**
 * The months of [from, to] that hold some of the user's transactions and are not in the table for
 * `base`, as runs of consecutive months ('YYYY-MM-01', first and last month of each run).
 */
const STALE_SQL = `
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
GROUP BY run ORDER BY 1`;

type Run = { first: string; last: string };

/** The last day of the month that starts on `first` ('YYYY-MM-01'). */
function monthEnd(first: string): string {
  const [y, m] = first.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** One transaction on its own client; a client whose transaction failed is not reused. */
async function inTransaction<T>(
  pool: pg.Pool,
  begin: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const out = await work(client);
    await client.query('COMMIT');
    client.release();
    return out;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release(err as Error);
    throw err;
  }
}

/**
 * `read` (a statement over the totals tables, parameters `params`) once expense_day_totals and
 * expense_month_totals hold every month of [from, to] for the user in `base` — its rows.
 *
 * Usually one snapshot (REPEATABLE READ) finds nothing missing and reads: a fill row and its
 * totals are written and deleted in one transaction, so in one snapshot no month is half there.
 * Else it fills under the locks of migration 0023, then reads in a snapshot again: readers that
 * found the same month missing (the budgets and the expenses summary of one home answer, after a
 * write) queue on the lock only for the fill, which the first does and the others find done, and
 * read side by side (holding the lock through each one's read made them wait one for another).
 * Should a write drop a month again in between, it fills and reads before releasing the locks: a
 * write between the fill and the read would wait for the commit (its trigger takes the user's
 * lock), so the answer never lacks a month a write dropped meanwhile. Locks: the user's row (FOR
 * KEY SHARE, so deleting the user cannot wait on this fill while this fill waits on it — a user
 * already gone has nothing to read), then the user's lock exclusively (writers take it shared:
 * they queue behind a fill, not behind each other), then the shared rates' lock shared (after the
 * user's, so a fill waiting for a user's long import holds up no other user's fill).
 */
export async function readExpenseTotals<T extends pg.QueryResultRow>(
  pool: pg.Pool,
  userId: number,
  range: { base: string; from: string; to: string },
  read: string,
  params: unknown[],
): Promise<T[]> {
  const staleParams = [userId, range.from, range.to, range.base];
  const inSnapshot = () =>
    inTransaction(pool, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async (client) => {
      const { rows } = await client.query<Run>(STALE_SQL, staleParams);
      return rows.length === 0 ? (await client.query<T>(read, params)).rows : undefined;
    });
  const fill = (thenRead: boolean) =>
    inTransaction(pool, 'BEGIN', async (client) => {
      const user = await client.query('SELECT 1 FROM users WHERE id = $1 FOR KEY SHARE', [userId]);
      if (user.rowCount === 0) return [];
      await client.query('SELECT pg_advisory_xact_lock(20018, $1)', [userId]);
      await client.query('SELECT pg_advisory_xact_lock_shared(20018, 0)');
      // Another read may have filled some months while this one waited.
      const { rows: runs } = await client.query<Run>(STALE_SQL, staleParams);
      // Months kept for a base the user has left go (a user has one base at a time).
      if (runs.length > 0)
        await client.query('DELETE FROM expense_day_fills WHERE user_id = $1 AND base <> $2', [
          userId,
          range.base,
        ]);
      for (const run of runs)
        await client.query(FILL_SQL, [userId, run.first, monthEnd(run.last), range.base]);
      return thenRead ? (await client.query<T>(read, params)).rows : undefined;
    });
  const kept = await inSnapshot();
  if (kept) return kept;
  await fill(false);
  return (await inSnapshot()) ?? (await fill(true))!;
}
