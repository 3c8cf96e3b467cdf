import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { beginBulkWrite } from '../../ledger/bulk-write.js';
import {
  idempotencyKeys,
  propertyEntries,
  tradeFills,
  trades,
  transactions,
  uploads,
  users,
} from '../../db/schema/index.js';
import { userScope } from '../../plugins/idempotency.js';

/**
 * Deletes the user and every row of theirs, inside the caller's transaction; answers the ids of
 * their uploads, whose files the caller removes once this has committed (null: no such user, e.g.
 * deleted by a concurrent request).
 *
 * Almost everything goes by ON DELETE CASCADE from `users`. Two things do not:
 * - rows that point at an account with NO ACTION (transactions, trades, their fills, property
 *   entries). The cascade from `users` reaches the accounts in whatever order PostgreSQL fires its
 *   triggers, and an account's NO ACTION check that runs before the cascade reached a fill or a
 *   property entry (both a level further down: via trades, via properties) refuses the whole
 *   deletion. So they go first, children before parents.
 * - stored POST answers (idempotency_keys), keyed by a scope text, not a foreign key.
 */
export async function deleteUserRows(tx: Tx, userId: number): Promise<string[] | null> {
  // Locks the user row: an upload (or any insert whose foreign key points at the user) that has
  // not committed yet is waited for, so its file is in the list below; one that starts now waits
  // for this commit and then fails on the missing user.
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return null;
  // And their accounts: a posting no longer checks the user row (transactions have no key to
  // users, ADR 0031), only its account's, so one committing meanwhile waits for this commit and
  // then fails on the missing account instead of landing after the DELETE below and refusing it.
  await tx.execute(sql`SELECT id FROM accounts WHERE user_id = ${userId} FOR UPDATE`);
  // A bulk write (ADR 0029): the ledger's triggers would keep the derived tables (daily deltas,
  // positions, expense months) right after each statement for a user about to go, refreshing
  // every instrument of the trades removed (minutes on the bench user). Paused, they do nothing;
  // the derived rows go with their accounts and the user (foreign keys' cascade).
  await beginBulkWrite(tx);
  const files = await tx
    .delete(uploads)
    .where(eq(uploads.userId, userId))
    .returning({ id: uploads.id });
  await tx.delete(tradeFills).where(eq(tradeFills.userId, userId));
  await tx.delete(trades).where(eq(trades.userId, userId));
  await tx.delete(propertyEntries).where(eq(propertyEntries.userId, userId));
  await tx.delete(transactions).where(eq(transactions.userId, userId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, userScope(userId)));
  await tx.delete(users).where(eq(users.id, userId));
  return files.map((f) => f.id);
}
