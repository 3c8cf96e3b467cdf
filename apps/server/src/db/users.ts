import { type User, uploadUrl } from '@wealthlog/core';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { roles, userRoles, users } from './schema/index.js';

/**
 * Reading users with their roles and mapping them to API.md's User: shared by the auth and admin
 * modules (features do not import each other, so the one copy lives here).
 */
export type UserRow = typeof users.$inferSelect;
export interface UserRecord extends UserRow {
  roles: string[];
}

/**
 * The role names of a user, aggregated in SQL, in role-id order (USER before ADMIN). The outer
 * column is spelt out: drizzle leaves single-table columns unqualified, and a bare "id" would bind
 * to roles.id inside the subquery.
 */
export const rolesColumn = sql<string[]>`array(
  select r.name from ${userRoles} ur join ${roles} r on r.id = ur.role_id
  where ur.user_id = "users"."id" order by r.id)`;

export function toUserRecord(row: { user: UserRow; roles: string[] }): UserRecord {
  return { ...row.user, roles: row.roles };
}

export async function selectUser(db: Database, where: SQL): Promise<UserRecord | null> {
  const [row] = await db.select({ user: users, roles: rolesColumn }).from(users).where(where);
  return row ? toUserRecord(row) : null;
}

export function findUserById(db: Database, id: number): Promise<UserRecord | null> {
  return selectUser(db, eq(users.id, id));
}

export function toUserDto(u: UserRecord): User {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    roles: u.roles,
    emailVerified: u.emailVerifiedAt !== null,
    createdAt: u.createdAt.toISOString(),
    ...(u.avatarUploadId ? { avatarUrl: uploadUrl(u.avatarUploadId) } : {}),
  };
}
