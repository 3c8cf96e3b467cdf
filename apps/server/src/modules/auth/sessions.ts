import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import type { SessionRow } from '../../plugins/auth/session-principal.js';
import { newId, randomToken, sha256 } from '../../plugins/auth/tokens.js';

/** A refresh token (and so a session row) lives 30 days; each refresh starts a new 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

// The session checks every request makes live with the auth plugin; the session's life cycle here.
export { isSessionLive, type SessionRow } from '../../plugins/auth/session-principal.js';

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

export interface IssuedSession {
  session: SessionRow;
  /** The raw refresh token for the cookie; only its hash is stored. */
  refreshToken: string;
}

/** Starts a new family (a login) or, with `familyId`, the next row of an existing one. */
export async function insertSession(
  db: DbOrTx,
  userId: number,
  client: ClientInfo,
  familyId?: string,
): Promise<IssuedSession> {
  const id = newId();
  const refreshToken = randomToken();
  const [session] = await db
    .insert(sessions)
    .values({
      id,
      userId,
      familyId: familyId ?? id,
      refreshTokenHash: sha256(refreshToken),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    })
    .returning();
  return { session: session!, refreshToken };
}

export async function findSessionByRefreshToken(
  db: Database,
  refreshToken: string,
): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.refreshTokenHash, sha256(refreshToken)));
  return row ?? null;
}

export async function findSession(
  db: Database,
  userId: number,
  sessionId: string,
): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return row ?? null;
}

/**
 * Rotation: marks `current` replaced and inserts its successor, in one transaction. The guarded
 * UPDATE makes two concurrent refreshes with the same token race safely: the loser gets null and
 * is treated as reuse.
 */
export async function rotateSession(
  db: Database,
  current: SessionRow,
  client: ClientInfo,
): Promise<IssuedSession | null> {
  return db.transaction(async (tx) => {
    const next = newId();
    const claimed = await tx
      .update(sessions)
      .set({ replacedBy: next, lastUsedAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, current.id),
          eq(sessions.userId, current.userId),
          isNull(sessions.replacedBy),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
    if (claimed.length === 0) return null;
    const refreshToken = randomToken();
    const [session] = await tx
      .insert(sessions)
      .values({
        id: next,
        userId: current.userId,
        familyId: current.familyId,
        refreshTokenHash: sha256(refreshToken),
        userAgent: client.userAgent?.slice(0, 512) ?? null,
        ip: client.ip,
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      })
      .returning();
    return { session: session!, refreshToken };
  });
}

/** Revokes every row of one family (logout, refresh-token reuse). */
export async function revokeFamily(db: DbOrTx, userId: number, familyId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.userId, userId), eq(sessions.familyId, familyId), isNull(sessions.revokedAt)),
    );
}

/** Revokes all of a user's sessions, but the family `keepFamilyId` when given (password change). */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: number,
  keepFamilyId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepFamilyId ? ne(sessions.familyId, keepFamilyId) : undefined,
      ),
    );
}
