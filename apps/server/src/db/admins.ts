import { ADMIN_ROLE } from '@wealthlog/core';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from './client.js';
import { roles, userRoles, users } from './schema/index.js';

/**
 * Who may still manage the installation: shared by the admin module (role and activation changes)
 * and the auth module (a user deleting their account), which do not import each other.
 */

// Any constant: serialises role and activation changes and user deletions, so two admins removing
// each other's ADMIN role (or deleting themselves) at the same instant cannot leave the
// installation without one.
const ADMIN_CHANGES_LOCK_ID = 4_182_730_552;

/** Runs `work` holding the admin-changes lock. */
export function withAdminLock<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK_ID})`);
    return work(tx);
  });
}

const activeAdmins = and(eq(roles.name, ADMIN_ROLE), eq(users.active, true));

/** Active users holding ADMIN, other than `exceptUserId`. */
export async function countOtherActiveAdmins(tx: Tx, exceptUserId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(activeAdmins, ne(users.id, exceptUserId)));
  return row?.n ?? 0;
}

/** Whether `userId` is the one active ADMIN left (read under the lock, so it cannot go stale). */
export async function isLastActiveAdmin(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(activeAdmins)
    .limit(2);
  return rows.length === 1 && rows[0]!.id === userId;
}
