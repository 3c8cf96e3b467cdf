import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authChallenges } from '../../db/schema/index.js';
import { hashToken } from './recovery-codes.js';

/** Long enough to type a code (or fetch a phone), short enough that a stolen token soon dies. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes one challenge survives: then the password (or Google) must be given again. */
export const CHALLENGE_MAX_WRONG = 5;

export type FirstStep = 'password' | 'oidc';

export interface LiveChallenge {
  id: string;
  userId: number;
  via: FirstStep;
}

/**
 * A sign-in challenge for the user the first step proved: 32 random bytes, only their sha-256
 * stored, single use, ~5 minutes. The token alone signs nobody in: a code must come with it.
 */
export async function createSignInChallenge(db: DbOrTx, userId: number, via: FirstStep) {
  // Dead challenges are deleted by the auth area's hourly sweep (housekeeping.ts).
  const token = randomBytes(32).toString('base64url');
  await db.insert(authChallenges).values({
    userId,
    kind: 'sign_in',
    tokenHash: hashToken(token),
    via,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return token;
}

/** The challenge behind a token, if still usable: not used, not expired, not worn out. */
export async function findLiveChallenge(db: DbOrTx, token: string): Promise<LiveChallenge | null> {
  const [row] = await db
    .select({ id: authChallenges.id, userId: authChallenges.userId, via: authChallenges.via })
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.tokenHash, hashToken(token)),
        eq(authChallenges.kind, 'sign_in'),
        isNull(authChallenges.usedAt),
        gt(authChallenges.expiresAt, sql`now()`),
      ),
    );
  if (!row || row.userId === null) return null;
  return { id: row.id, userId: row.userId, via: row.via === 'oidc' ? 'oidc' : 'password' };
}

/** One more wrong code; the fifth ends the challenge (used_at set). */
export async function countWrongCode(db: DbOrTx, id: string) {
  await db
    .update(authChallenges)
    .set({
      attempts: sql`${authChallenges.attempts} + 1`,
      usedAt: sql`CASE WHEN ${authChallenges.attempts} + 1 >= ${CHALLENGE_MAX_WRONG} THEN now() END`,
    })
    .where(eq(authChallenges.id, id));
}

/**
 * Keeps the WebAuthn challenge of a passkey asked for as this sign-in's second step (a newer ask
 * replaces it, so only the latest prompt can answer). False when the challenge is no longer live.
 */
export async function askPasskey(db: DbOrTx, id: string, webauthnChallenge: string) {
  const rows = await db
    .update(authChallenges)
    .set({ challenge: webauthnChallenge })
    .where(and(eq(authChallenges.id, id), isNull(authChallenges.usedAt)))
    .returning({ id: authChallenges.id });
  return rows.length === 1;
}

/**
 * Takes the passkey's WebAuthn challenge out of the sign-in challenge, atomically: it verifies at
 * most one answer (a failed one burns it too); null when none was asked or it is already taken.
 */
export async function takePasskeyChallenge(db: DbOrTx, id: string): Promise<string | null> {
  // The old value comes from the locked row the update replaces: RETURNING alone shows the new.
  const { rows } = await db.execute<{ challenge: string }>(sql`
    UPDATE auth_challenges c SET challenge = NULL
    FROM (SELECT id, challenge FROM auth_challenges WHERE id = ${id} FOR UPDATE) old
    WHERE c.id = old.id AND c.used_at IS NULL AND old.challenge IS NOT NULL
      AND c.expires_at > now()
    RETURNING old.challenge`);
  return rows[0]?.challenge ?? null;
}

/** Uses the challenge up; false when another request already did (it cannot be used twice). */
export async function consumeChallenge(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(authChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authChallenges.id, id), isNull(authChallenges.usedAt)))
    .returning({ id: authChallenges.id });
  return rows.length === 1;
}
