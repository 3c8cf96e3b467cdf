import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

/**
 * A bulk write of one user's rows (ADR 0029: a restore, the user's deletion), in one transaction.
 * From `beginBulkWrite` on, the triggers that keep the ledger's derived tables (daily deltas and
 * totals, positions, cached expense months) do nothing (migration 0030: a transaction-local
 * setting, gone with the transaction whatever happens); `settleBulkWrite` then writes the user's
 * derived rows once, set-based, from the source rows, and the triggers work again. A deletion
 * never settles: the user's derived rows go with the user (foreign keys' cascade).
 */
export async function beginBulkWrite(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT set_config('wealthlog.bulk', 'on', true)`);
}

/** The user's derived rows, as the triggers would have left them (wl_bulk_rebuild). */
export async function settleBulkWrite(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT wl_bulk_rebuild(${userId})`);
}
