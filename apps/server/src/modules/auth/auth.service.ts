import {
  AppError,
  AUTH_MESSAGES,
  type ChangePasswordBody,
  type LoginCredentials,
  type RegisterBody,
  type UpdateProfileBody,
} from '@wealthlog/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { recordActivity, type RequestOrigin } from '../../lib/activity.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../plugins/mailer.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import {
  createUser,
  findUserById,
  findUserByIdentifier,
  markLogin,
  setPasswordHash,
  updateProfile,
  type UserRecord,
} from './auth.repository.js';
import { sendEmailLink } from './email-links.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';
import {
  type ClientInfo,
  type IssuedSession,
  insertSession,
  isSessionLive,
  revokeFamily,
  revokeUserSessions,
  rotateSession,
  type SessionRow,
} from './sessions.js';
import { type AuthKeys, authKeys, signAccessToken } from '../../plugins/auth/tokens.js';
import { csrfTokenFor } from '../../plugins/csrf.js';

export interface AuthDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  keys: AuthKeys;
  /** plugins/rate-limit.ts; absent only in an app built without it. */
  rateLimits: RateLimits | undefined;
}

export function authDeps(app: FastifyInstance): AuthDeps {
  return {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    keys: authKeys(app.config.JWT_SECRET),
    rateLimits: app.hasDecorator('rateLimits') ? app.rateLimits : undefined,
  };
}

/** The JSON half of a login/refresh answer; the route sets the cookie from `issued`. */
export async function sessionAnswer(deps: AuthDeps, user: UserRecord, issued: IssuedSession) {
  const accessToken = await signAccessToken(deps.keys.access, {
    userId: user.id,
    sessionId: issued.session.id,
  });
  return { accessToken, csrfToken: csrfTokenFor(deps.keys.csrf, issued.session.familyId) };
}

export async function register(
  deps: AuthDeps,
  body: RegisterBody,
  client: ClientInfo,
  locale: string,
  log: FastifyBaseLogger,
) {
  // RATE LIMIT: registrations per IP (plugins/rate-limit.ts), counted before any work.
  await deps.rateLimits?.registration(client.ip ?? '');
  const user = await createUser(deps.db, {
    username: body.username,
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    passwordHash: await hashPassword(body.password),
    locale,
  });
  await sendEmailLink(
    { db: deps.db, mailer: deps.mailer, publicUrl: deps.config.PUBLIC_URL, log },
    user,
    'verify_email',
  );
  return user;
}

/**
 * Unknown user and wrong password give the same 401 AUTH_001 in about the same time (a dummy
 * hash is verified when there is no user). Inactive and unverified are told only after the
 * password matched, so they reveal nothing to someone guessing. Answers the user the password
 * proved; the route finishes the sign-in (sign-in.ts).
 */
export async function login(
  deps: AuthDeps,
  creds: LoginCredentials,
  client: ClientInfo,
  log: FastifyBaseLogger,
) {
  const ip = client.ip ?? '';
  // RATE LIMIT: counts this attempt for (IP, username); 429 past the limit (plugins/rate-limit.ts).
  await deps.rateLimits?.loginAttempt(ip, creds.identifier);
  const user = await findUserByIdentifier(deps.db, creds.identifier);
  const ok = await verifyPassword(user?.passwordHash, creds.password);
  if (!user || !ok) {
    log.warn(
      { event: 'login_failed', username: creds.identifier, userId: user?.id, ip },
      'Login failed',
    );
    // An unknown name goes to no one's log: kept (cut short) so the admin can see what was tried.
    await recordActivity(
      deps.db,
      user
        ? { userId: user.id, event: 'sign_in_failed' }
        : {
            userId: null,
            event: 'sign_in_failed',
            detail: { identifier: creds.identifier.slice(0, 64) },
          },
      client,
    );
    throw new AppError('AUTH_001');
  }
  if (!user.active) {
    log.warn({ event: 'login_refused', reason: 'inactive', userId: user.id, ip }, 'Login refused');
    throw new AppError('AUTH_006');
  }
  if (deps.config.REQUIRE_EMAIL_VERIFICATION && !user.emailVerifiedAt) {
    log.warn(
      { event: 'login_refused', reason: 'email not verified', userId: user.id, ip },
      'Login refused',
    );
    throw new AppError('AUTH_005');
  }
  await deps.rateLimits?.loginSucceeded(ip, creds.identifier);
  if (user.passwordHash && needsRehash(user.passwordHash))
    await rehash(deps, user.id, creds.password, log);
  return user;
}

/** Stores the just-verified password under today's settings; a failure never blocks the login. */
async function rehash(deps: AuthDeps, userId: number, password: string, log: FastifyBaseLogger) {
  try {
    await setPasswordHash(deps.db, userId, await hashPassword(password));
    log.info({ event: 'password_rehashed', userId }, 'Password hash upgraded to current settings');
  } catch (err) {
    log.warn({ err, userId }, 'Password rehash failed');
  }
}

export async function startSession(deps: AuthDeps, user: UserRecord, client: ClientInfo) {
  const issued = await insertSession(deps.db, user.id, client);
  await markLogin(deps.db, user.id);
  return { user, issued };
}

/**
 * Rotation of a refresh token whose CSRF check has passed. A token that was already rotated is a
 * stolen copy or a replay: the whole family is revoked, so the thief and the victim both have to
 * sign in again (OWASP refresh-token reuse detection).
 */
export async function refresh(
  deps: AuthDeps,
  session: SessionRow,
  client: ClientInfo,
  log: FastifyBaseLogger,
) {
  if (session.replacedBy !== null && session.revokedAt === null) {
    await revokeFamily(deps.db, session.userId, session.familyId);
    log.warn(
      { event: 'refresh_reuse', userId: session.userId, ip: client.ip },
      'Refresh token reuse: session family revoked',
    );
    throw new AppError('AUTH_003');
  }
  if (!isSessionLive(session)) throw new AppError('AUTH_003');
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw new AppError('AUTH_003');
  if (!user.active) throw new AppError('AUTH_006');
  const issued = await rotateSession(deps.db, session, client);
  if (!issued) {
    // Lost a race with another refresh of the same token: that is reuse too.
    await revokeFamily(deps.db, session.userId, session.familyId);
    throw new AppError('AUTH_003');
  }
  return { user, issued };
}

export async function changePassword(
  deps: AuthDeps,
  userId: number,
  keepFamilyId: string,
  body: ChangePasswordBody,
  origin: RequestOrigin | null = null,
) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('AUTH_003');
  // 400 with a field error, not 401: the caller is signed in; a 401 would read as "session gone".
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw AppError.validation({ currentPassword: [AUTH_MESSAGES.currentPasswordIncorrect] });
  }
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await revokeUserSessions(tx, userId, keepFamilyId);
    await recordActivity(tx, { userId, event: 'password_changed' }, origin);
  });
}

export async function updateMe(
  deps: AuthDeps,
  userId: number,
  body: UpdateProfileBody,
  log: FastifyBaseLogger,
  origin: RequestOrigin | null = null,
) {
  const before = await findUserById(deps.db, userId);
  const user = await updateProfile(deps.db, userId, body);
  if (before && before.email.toLowerCase() !== user.email.toLowerCase()) {
    await recordActivity(deps.db, { userId, event: 'email_changed' }, origin);
    await sendEmailLink(
      { db: deps.db, mailer: deps.mailer, publicUrl: deps.config.PUBLIC_URL, log },
      user,
      'verify_email',
    );
  }
  return user;
}
