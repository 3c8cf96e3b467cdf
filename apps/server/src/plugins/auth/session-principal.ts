import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { roles, sessions, userRoles, users } from '../../db/schema/index.js';

/**
 * The joined user's role names, in one subquery: what every principal (a session's, an API
 * token's) carries so requireAdmin needs no second query.
 */
export const userRoleNames = sql<
  string[]
>`array(select r.name from ${userRoles} ur join ${roles} r on r.id = ur.role_id
  where ur.user_id = "users"."id" order by r.id)`;

/**
 * What the auth plugin needs of a session on every request. It lives with the plugin, not in
 * modules/auth, so plugins never import a module (modules → plugins, never back).
 */
export type SessionRow = typeof sessions.$inferSelect;

export function isSessionLive(session: Pick<SessionRow, 'revokedAt' | 'expiresAt'>): boolean {
  return session.revokedAt === null && session.expiresAt.getTime() > Date.now();
}

export interface SessionPrincipal {
  session: SessionRow;
  username: string;
  active: boolean;
  roles: string[];
}

/**
 * Per-request check behind every access token: one primary-key lookup joined to its user (and the
 * user's roles), so logout (revoked session) and deactivation take effect on the next request.
 */
export async function findSessionPrincipal(
  db: Database,
  userId: number,
  sessionId: string,
): Promise<SessionPrincipal | null> {
  const [row] = await db
    .select({
      session: sessions,
      username: users.username,
      active: users.active,
      roles: userRoleNames,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return row ?? null;
}
