import { sql } from 'drizzle-orm';
import type { PostingSource } from '../../ledger/posting-sources.js';

/**
 * Transactions as a posting source of the ledger (ADR 0007). The deltas they post are kept by the
 * triggers of migrations 0005 and 0007 (account_daily_deltas, account_ledger_totals).
 */
export const transactionPostings: PostingSource = {
  name: 'transactions',
  // As the trigger of migration 0005: DEPOSIT, INCOME +amount; others −amount; transfers +to_amount.
  legs: (userId) => sql`
    SELECT account_id, date AS day,
           CASE WHEN type IN ('DEPOSIT', 'INCOME') THEN amount ELSE -amount END AS delta
    FROM transactions WHERE user_id = ${userId}
    UNION ALL
    SELECT to_account_id, date, to_amount FROM transactions
    WHERE user_id = ${userId} AND to_account_id IS NOT NULL`,
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
