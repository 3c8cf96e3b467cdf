import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authChallenges } from '../../db/schema/index.js';
import { isUuid } from './passkeys.repository.js';

/** How long the browser has to answer a WebAuthn prompt (the options' timeout is the same). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

type Kind = 'webauthn_register' | 'webauthn_login';

/** Stores a challenge the browser must sign; answers its id (the auth sweep deletes dead ones). */
export async function storeChallenge(
  db: DbOrTx,
  kind: Kind,
  challenge: string,
  userId: number | null,
): Promise<string> {
  const [row] = await db
    .insert(authChallenges)
    .values({
      kind,
      challenge,
      userId,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    })
    .returning({ id: authChallenges.id });
  return row!.id;
}

/**
 * Takes a live challenge out of use, atomically (one UPDATE … RETURNING): a challenge verifies at
 * most one response, even when two arrive at once, and a failed verification still burns it.
 * Matched by the challenge the browser signed, and by the id and user when they are known.
 */
export async function consumeChallenge(
  db: DbOrTx,
  where: { kind: Kind; challenge: string; id?: string | undefined; userId?: number },
): Promise<boolean> {
  if (where.id !== undefined && !isUuid(where.id)) return false;
  const rows = await db
    .update(authChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authChallenges.kind, where.kind),
        eq(authChallenges.challenge, where.challenge),
        isNull(authChallenges.usedAt),
        sql`${authChallenges.expiresAt} > now()`,
        where.id !== undefined ? eq(authChallenges.id, where.id) : undefined,
        where.userId !== undefined ? eq(authChallenges.userId, where.userId) : undefined,
      ),
    )
    .returning({ id: authChallenges.id });
  return rows.length === 1;
}
