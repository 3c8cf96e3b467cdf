import { sql } from 'drizzle-orm';
import type { Executor } from './ledger.js';

/**
 * THE HOOK for every table that posts into an account. Deleting an account asks each source
 * whether it has rows for it (409 BUS_004 without ?cascade=true) and, with cascade, removes them.
 * Trades (a later issue) add an entry to `postingSources` below — `exists` on trades.account_id,
 * `remove` deleting them. It lives in db/ so any feature module may import and extend it.
 */
export interface PostingSource {
  name: string;
  exists(db: Executor, userId: number, accountId: number): Promise<boolean>;
  remove(db: Executor, userId: number, accountId: number): Promise<void>;
}

const transactionsSource: PostingSource = {
  name: 'transactions',
  async exists(db, userId, accountId) {
    const { rows } = await db.execute(sql`
      SELECT 1 FROM transactions WHERE user_id = ${userId} AND account_id = ${accountId}
      UNION ALL
      SELECT 1 FROM transactions WHERE user_id = ${userId} AND to_account_id = ${accountId}
      LIMIT 1`);
    return rows.length > 0;
  },
  async remove(db, userId, accountId) {
    // Transfers with another account keep that account's side, so its balance does not move:
    // money sent to the deleted account stays gone (a WITHDRAWAL), money it sent stays received.
    await db.execute(sql`
      UPDATE transactions SET type = 'WITHDRAWAL', to_account_id = NULL, to_amount = NULL,
        updated_at = now()
      WHERE user_id = ${userId} AND to_account_id = ${accountId}`);
    await db.execute(sql`
      UPDATE transactions SET type = 'DEPOSIT', account_id = to_account_id, amount = to_amount,
        to_account_id = NULL, to_amount = NULL, updated_at = now()
      WHERE user_id = ${userId} AND account_id = ${accountId} AND to_account_id IS NOT NULL`);
    await db.execute(sql`
      DELETE FROM transactions WHERE user_id = ${userId} AND account_id = ${accountId}`);
  },
};

export const postingSources: PostingSource[] = [transactionsSource];
