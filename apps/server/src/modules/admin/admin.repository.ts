import { type PageQuery, pageOffset } from '@wealthlog/core';
import { and, asc, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { rolesColumn, toUserRecord, type UserRecord } from '../../db/users.js';
import { roles, sessions, userRoles, users } from '../../db/schema/index.js';

export type RoleRow = typeof roles.$inferSelect;
export type { UserRecord } from '../../db/users.js';
export { findUserById } from '../../db/users.js';
export { countOtherActiveAdmins, withAdminLock } from '../../db/admins.js';

export function listRoles(db: Database): Promise<RoleRow[]> {
  return db.select().from(roles).orderBy(asc(roles.id));
}

export async function findRole(db: Database | Tx, id: number): Promise<RoleRow | null> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row ?? null;
}

/** `%`, `_` and `\` in the search text are literal, not wildcards. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const p = containsPattern(q);
  return or(
    sql`${users.username} ilike ${p}`,
    sql`${users.email} ilike ${p}`,
    sql`${users.firstName} ilike ${p}`,
    sql`${users.lastName} ilike ${p}`,
  );
}

/** One page of users (oldest first) and the total matching, both counted in SQL. */
export async function listUsers(
  db: Database,
  query: PageQuery & { q?: string | undefined },
): Promise<{ rows: UserRecord[]; total: number }> {
  const where = searchWhere(query.q);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ user: users, roles: rolesColumn })
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toUserRecord), total: totalRow?.total ?? 0 };
}

export async function userExists(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}

export async function addUserRole(tx: Tx, userId: number, roleId: number): Promise<void> {
  await tx.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
}

export async function removeUserRole(tx: Tx, userId: number, roleId: number): Promise<void> {
  await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)));
}

/**
 * Deactivation also revokes every session in the same transaction: access tokens are checked
 * against their session row on each request, so the user is signed out everywhere at once.
 */
export async function setUserActive(tx: Tx, userId: number, active: boolean): Promise<void> {
  await tx
    .update(users)
    .set({ active, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  if (!active) {
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }
}
