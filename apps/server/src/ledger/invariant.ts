import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { positionDrift } from './position-deltas.js';
import type { PostingSource } from './posting-sources.js';

export interface LedgerDrift {
  /** For a position row, the holder's account (null once its trade is gone). */
  accountId: number | null;
  /** null: the account's running total (account_ledger_totals) rather than one day. */
  day: string | null;
  stored: string;
  expected: string;
  /**
   * Set on a row of the positions' tables (ADR 0016): the holder, and the instrument (null for
   * position_daily_deltas, the sum over instruments).
   */
  holder?: number;
  instrument?: string | null;
}

/**
 * The ledger's invariant (ADR 0005, ADR 0007), recomputed from scratch: for every account of the
 * user and every day, account_daily_deltas holds the opening balance plus the legs of every
 * declared posting source (`sources`), and account_ledger_totals their sum; and what open trades add each
 * day (position_instrument_deltas, position_daily_deltas, ADR 0016) is what the from-scratch
 * valuation gives (positionDrift). Returns what differs (nothing, when the triggers are right).
 * Each area's tests call it after their writes.
 */
export async function ledgerDrift(
  db: Executor,
  userId: number,
  sources: readonly PostingSource[],
): Promise<LedgerDrift[]> {
  const legs = sql.join(
    sources.map((s) => sql`(${s.legs(userId)})`),
    sql` UNION ALL `,
  );
  const { rows } = await db.execute<{
    account_id: number;
    day: string | null;
    stored: string;
    expected: string;
  }>(sql`
    WITH legs AS (
      SELECT id AS account_id, opening_date AS day, opening_balance AS delta
      FROM accounts WHERE user_id = ${userId}
      UNION ALL
      SELECT l.account_id, l.day, l.delta FROM (${legs}) l
      JOIN accounts a ON a.id = l.account_id AND a.user_id = ${userId}
    ),
    expected AS (SELECT account_id, day, sum(delta) AS delta FROM legs GROUP BY 1, 2),
    stored AS (SELECT account_id, day, delta FROM account_daily_deltas WHERE user_id = ${userId}),
    by_day AS (
      SELECT coalesce(s.account_id, e.account_id) AS account_id, coalesce(s.day, e.day)::text AS day,
             coalesce(s.delta, 0)::text AS stored, coalesce(e.delta, 0)::text AS expected
      FROM stored s FULL JOIN expected e ON e.account_id = s.account_id AND e.day = s.day
      WHERE coalesce(s.delta, 0) <> coalesce(e.delta, 0)
    ),
    totals AS (
      SELECT a.id AS account_id, NULL::text AS day, coalesce(t.total, 0)::text AS stored,
             coalesce((SELECT sum(delta) FROM expected e WHERE e.account_id = a.id), 0)::text AS expected
      FROM accounts a LEFT JOIN account_ledger_totals t ON t.account_id = a.id AND t.user_id = a.user_id
      WHERE a.user_id = ${userId}
    )
    SELECT * FROM by_day
    UNION ALL
    SELECT * FROM totals WHERE stored::numeric <> expected::numeric
    ORDER BY 1, 2`);
  const accounts: LedgerDrift[] = rows.map((r) => ({
    accountId: r.account_id,
    day: r.day,
    stored: r.stored,
    expected: r.expected,
  }));
  return [...accounts, ...(await positionDrift(db, userId))];
}
