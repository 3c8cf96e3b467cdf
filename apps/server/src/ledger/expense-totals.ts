import type pg from 'pg';
import { FILL_DAYS_SQL, FILL_MONTHS_SQL, STALE_SQL, TAKE_DAYS_SQL } from './expense-totals.sql.js';

/**
 * expense_day_totals (ADR 0018): a user's spending per day, category and account, converted into
 * the base currency, computed a month at a time on the first read that needs it and kept until a
 * write touches that month (the triggers of migration 0023 drop it). Budgets and the expenses
 * summary read it; after a write only the months written are computed again.
 */

/** A run of months to compute, or (both null) word that some days are to compute again. */
type Run = { first: string | null; last: string | null };

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
      const { rows: stale } = await client.query<Run>(STALE_SQL, staleParams);
      if (stale.length === 0)
        return thenRead ? (await client.query<T>(read, params)).rows : undefined;
      // Months kept for a base the user has left go (a user has one base at a time).
      await client.query('DELETE FROM expense_day_fills WHERE user_id = $1 AND base <> $2', [
        userId,
        range.base,
      ]);
      const { rows: days } = await client.query<{ day: string }>(TAKE_DAYS_SQL, staleParams);
      if (days.length > 0) {
        const list = days.map((d) => d.day);
        await client.query(FILL_DAYS_SQL, [userId, list[0], list.at(-1), range.base, list]);
      }
      for (const run of stale.filter((r) => r.first !== null))
        await client.query(FILL_MONTHS_SQL, [userId, run.first, monthEnd(run.last!), range.base]);
      return thenRead ? (await client.query<T>(read, params)).rows : undefined;
    });
  const kept = await inSnapshot();
  if (kept) return kept;
  await fill(false);
  return (await inSnapshot()) ?? (await fill(true))!;
}
