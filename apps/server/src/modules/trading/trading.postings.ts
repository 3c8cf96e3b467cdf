import { sql } from 'drizzle-orm';
import type { PostingSource } from '../../ledger/posting-sources.js';

/**
 * Trades as a posting source of the ledger (ADR 0007): each exit fill books its realised P&L,
 * converted into the account's currency at its day's rate (`trade_fills.booked`), on its day. The
 * trigger of migration 0010 keeps account_daily_deltas and account_ledger_totals in step.
 */
export const tradePostings: PostingSource = {
  name: 'trades',
  legs: (userId) => sql`
    SELECT account_id, day, booked AS delta FROM trade_fills
    WHERE user_id = ${userId} AND booked IS NOT NULL`,
  async exists(db, userId, accountId) {
    const { rows } = await db.execute(sql`
      SELECT 1 FROM trades WHERE user_id = ${userId} AND account_id = ${accountId} LIMIT 1`);
    return rows.length > 0;
  },
  async remove(db, userId, accountId) {
    // The fills go with their trades (ON DELETE CASCADE), and their trigger takes the P&L back out.
    await db.execute(
      sql`DELETE FROM trades WHERE user_id = ${userId} AND account_id = ${accountId}`,
    );
  },
};
