import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { passkeys, users } from '../../db/schema/index.js';
import type { WaysIn } from './last-way-in.js';

export type PasskeyRow = typeof passkeys.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id is simply not found: the uuid column would otherwise throw on the cast. */
export const isUuid = (id: string) => UUID.test(id);

export function listPasskeys(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** One of the user's passkeys; another user's is not found, exactly like a missing one. */
export async function findOwnPasskey(db: DbOrTx, userId: number, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  return row ?? null;
}

export async function findByCredentialId(db: DbOrTx, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

export async function insertPasskey(db: DbOrTx, values: typeof passkeys.$inferInsert) {
  const [row] = await db
    .insert(passkeys)
    .values(values)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  return row ?? null;
}

export async function renamePasskey(db: DbOrTx, userId: number, id: string, name: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deletePasskey(db: DbOrTx, userId: number, id: string) {
  await db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
}

/**
 * After a verified sign-in: the authenticator's new signature counter and the time. The counter
 * only moves forward (a concurrent sign-in with a lower one does not roll it back).
 */
export async function markUsed(db: DbOrTx, id: string, counter: number) {
  await db
    .update(passkeys)
    .set({ counter: sql`greatest(${passkeys.counter}, ${counter})`, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, id));
}

/**
 * The user's ways in, read with the user's row locked (FOR UPDATE) so that two removals at once
 * cannot each see the other's passkey as the one that remains.
 */
export async function waysInForUpdate(db: DbOrTx, userId: number): Promise<WaysIn | null> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash, oidcSubject: users.oidcSubject })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return null;
  const [keys] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return {
    hasPassword: user.passwordHash !== null,
    hasOidc: user.oidcSubject !== null,
    passkeys: keys?.n ?? 0,
  };
}

/** What the browser's prompt shows for the account. */
export async function userLabel(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}
