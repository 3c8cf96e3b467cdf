import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { authTokens } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../plugins/auth/tokens.js';

export type EmailTokenKind = 'verify_email' | 'reset_password';

/** E-mail verification links live 24 h, password reset links 1 h. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenKind, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** Stores the hash of a new single-use token and returns the raw token for the link. */
export async function issueEmailToken(
  db: Database,
  userId: number,
  kind: EmailTokenKind,
  email: string,
) {
  const token = randomToken();
  await db.insert(authTokens).values({
    userId,
    kind,
    email,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[kind]),
  });
  return token;
}

/**
 * Uses a token: one guarded UPDATE, so two concurrent uses cannot both succeed. Returns the user
 * id and the address it was issued for, or null when unknown, used, expired or of another kind.
 */
export async function consumeEmailToken(db: DbOrTx, kind: EmailTokenKind, token: string) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authTokens.userId, email: authTokens.email });
  return row ?? null;
}

/** After a reset, the user's other outstanding reset links stop working. */
export async function expireEmailTokens(db: DbOrTx, userId: number, kind: EmailTokenKind) {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)),
    );
}
