import { ADMIN_ROLE, AppError, AUTH_MESSAGES, type FieldErrors } from '@wealthlog/core';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { findUserById, selectUser, type UserRecord } from '../../db/users.js';
import { roles, userRoles, users } from '../../db/schema/index.js';
import { twoFactorSetupRequired } from '../../lib/two-factor-policy.js';
import { toUserDto } from '../../db/users.js';

export { findUserById, toUserDto, type UserRecord, type UserRow } from '../../db/users.js';

export function findUserByEmail(db: Database, email: string): Promise<UserRecord | null> {
  return selectUser(db, sql`lower(${users.email}) = lower(${email})`);
}

export function findUserByOidcSubject(db: Database, subject: string): Promise<UserRecord | null> {
  return selectUser(db, eq(users.oidcSubject, subject));
}

/** Login identifier: an e-mail when it holds '@' (usernames cannot), a username otherwise. */
export function findUserByIdentifier(db: Database, identifier: string): Promise<UserRecord | null> {
  return identifier.includes('@')
    ? findUserByEmail(db, identifier)
    : selectUser(db, sql`lower(${users.username}) = lower(${identifier})`);
}

/** PostgreSQL unique violation → 409 BUS_002 naming the field; anything else is rethrown. */
export function duplicateError(err: unknown): AppError | null {
  const e = err as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const pg = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null;
  if (!pg) return null;
  if (pg.constraint === 'users_username_lower_uq')
    return conflict({ username: [AUTH_MESSAGES.usernameTaken] });
  if (pg.constraint === 'users_email_lower_uq')
    return conflict({ email: [AUTH_MESSAGES.emailTaken] });
  return new AppError('BUS_002', undefined, { cause: err });
}

function conflict(errors: FieldErrors) {
  return new AppError('BUS_002', undefined, { errors });
}

export interface NewUser {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  locale: string;
  emailVerifiedAt?: Date | null;
  oidcSubject?: string | null;
}

// Any constant: serialises registrations, so "is this the first user?" cannot race.
const REGISTRATION_LOCK_ID = 4_182_730_551;

/**
 * Creates a user with the USER role; the first user ever also gets ADMIN. The advisory lock makes
 * the count-then-insert atomic across concurrent requests and app instances.
 */
export async function createUser(db: Database, input: NewUser): Promise<UserRecord> {
  try {
    const id = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK_ID})`);
      const taken = await tx
        .select({
          username: sql<boolean>`lower(${users.username}) = lower(${input.username})`,
          email: sql<boolean>`lower(${users.email}) = lower(${input.email})`,
        })
        .from(users)
        .where(
          sql`lower(${users.username}) = lower(${input.username}) or lower(${users.email}) = lower(${input.email})`,
        );
      if (taken.length > 0) {
        const errors: FieldErrors = {};
        if (taken.some((t) => t.username)) errors.username = [AUTH_MESSAGES.usernameTaken];
        if (taken.some((t) => t.email)) errors.email = [AUTH_MESSAGES.emailTaken];
        throw conflict(errors);
      }
      const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(users)) as [
        { count: number },
      ];
      const [created] = await tx.insert(users).values(input).returning({ id: users.id });
      const roleNames = Number(count) === 0 ? ['USER', ADMIN_ROLE] : ['USER'];
      const roleIds = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(inArray(roles.name, roleNames));
      await tx
        .insert(userRoles)
        .values(roleIds.map((r) => ({ userId: created!.id, roleId: r.id })));
      return created!.id;
    });
    return (await findUserById(db, id))!;
  } catch (err) {
    throw AppError.isAppError(err) ? err : (duplicateError(err) ?? err);
  }
}

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null | undefined;
}

/**
 * Profile update (names 1-50 characters, a valid e-mail and phone); a new e-mail (other than by
 * case) is unverified until confirmed.
 */
export async function updateProfile(
  db: Database,
  userId: number,
  p: ProfileUpdate,
): Promise<UserRecord> {
  try {
    await db
      .update(users)
      .set({
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        phone: p.phone ? p.phone : null,
        emailVerifiedAt: sql`case when lower(${users.email}) = lower(${p.email}) then ${users.emailVerifiedAt} else null end`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
  } catch (err) {
    throw duplicateError(err) ?? err;
  }
  return (await findUserById(db, userId))!;
}

export async function setPasswordHash(
  db: Pick<Database, 'update'>,
  userId: number,
  passwordHash: string,
) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function markEmailVerified(db: Pick<Database, 'update'>, userId: number) {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

export async function markLogin(db: Database, userId: number) {
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function linkOidcSubject(db: Database, userId: number, subject: string) {
  await db.update(users).set({ oidcSubject: subject }).where(eq(users.id, userId));
}

export async function usernameExists(db: Database, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return rows.length > 0;
}

/**
 * The user as the login, refresh and /me answers show it: with `twoFactorSetupRequired` (the
 * admin requires two-step sign-in and this user has not set it up), which the web app follows.
 */
export async function userAnswer(db: DbOrTx, user: UserRecord) {
  return { ...toUserDto(user), twoFactorSetupRequired: await twoFactorSetupRequired(db, user.id) };
}
