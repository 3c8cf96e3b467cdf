import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { appMeta, passkeys, recoveryCodes, users, userTotp } from '../../db/schema/index.js';
import { REQUIRE_TWO_FACTOR_KEY } from '../../lib/two-factor-policy.js';

export type TotpRow = typeof userTotp.$inferSelect;

export async function findTotp(db: DbOrTx, userId: number): Promise<TotpRow | null> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row ?? null;
}

/** A new secret awaiting its first code; an earlier unconfirmed one is replaced. */
export async function savePendingSecret(db: DbOrTx, userId: number, secret: string) {
  await db
    .insert(userTotp)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret, lastStep: null, createdAt: sql`now()` },
      // An enabled app is never replaced by a setup: turning it off comes first.
      setWhere: isNull(userTotp.enabledAt),
    });
}

/**
 * Records `step` as the last accepted one, only if it is later than the stored one: the
 * condition is in the UPDATE, so two requests racing with the same code cannot both win.
 * `enable` also sets enabled_at (the first confirmed code).
 */
export async function claimStep(db: DbOrTx, userId: number, step: number, enable = false) {
  const rows = await db
    .update(userTotp)
    .set(enable ? { lastStep: step, enabledAt: sql`now()` } : { lastStep: step })
    .where(
      and(
        eq(userTotp.userId, userId),
        or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step)),
        enable ? isNull(userTotp.enabledAt) : sql`${userTotp.enabledAt} IS NOT NULL`,
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

export async function deleteSecondFactors(db: DbOrTx, userId: number, withPasskeys = false) {
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (withPasskeys) await db.delete(passkeys).where(eq(passkeys.userId, userId));
}

/** The whole set is replaced: old codes stop working at once. */
export async function replaceRecoveryCodes(db: DbOrTx, userId: number, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks the code used if it is one of the user's unused ones; true when it was (atomically). */
export async function useRecoveryCode(db: DbOrTx, userId: number, codeHash: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function hasPasskey(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return (row?.n ?? 0) > 0;
}

/** The username (the authenticator's label) and the password hash (null: OIDC-only). */
export async function findAccount(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function readRequireTwoFactor(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, REQUIRE_TWO_FACTOR_KEY));
  return row?.value === 'true';
}

export async function writeRequireTwoFactor(db: DbOrTx, on: boolean) {
  const value = on ? 'true' : 'false';
  await db
    .insert(appMeta)
    .values({ key: REQUIRE_TWO_FACTOR_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}
