import { randomInt } from 'node:crypto';
import { AppError, AUTH_MESSAGES, USERNAME_MAX } from '@wealthlog/core';
import type { Database } from '../../db/client.js';
import {
  createUser,
  findUserByEmail,
  findUserByOidcSubject,
  linkOidcSubject,
  markEmailVerified,
  type UserRecord,
  usernameExists,
} from './auth.repository.js';
import type { OidcIdentity } from './oidc.service.js';

/**
 * A free username from the e-mail's local part: letters, digits, _ and - only, as registration
 * requires.
 */
async function freeUsername(db: Database, email: string): Promise<string> {
  let base = email
    .slice(0, email.indexOf('@'))
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, USERNAME_MAX - 5);
  if (base.length < 3) base = `user${base}`;
  if (!(await usernameExists(db, base))) return base;
  for (let i = 0; i < 20; i += 1) {
    const candidate = `${base}-${randomInt(1000, 10000)}`;
    if (!(await usernameExists(db, candidate))) return candidate;
  }
  throw new AppError('BUS_002');
}

/**
 * The WealthLog user behind an OIDC identity: the one already linked to its subject; else the one
 * with the same e-mail, linked now, but only when the provider says the e-mail is verified (an
 * unverified e-mail claim would let anyone take over an account); else a new user with no
 * password (first user ever → ADMIN, as for registration).
 */
export async function userForIdentity(
  db: Database,
  id: OidcIdentity,
  locale: string,
): Promise<UserRecord> {
  const linked = await findUserByOidcSubject(db, id.subject);
  if (linked) return linked;
  const sameEmail = await findUserByEmail(db, id.email);
  if (sameEmail) {
    if (!id.emailVerified)
      throw new AppError('BUS_002', AUTH_MESSAGES.emailTaken, { reason: 'emailTaken' });
    await linkOidcSubject(db, sameEmail.id, id.subject);
    await markEmailVerified(db, sameEmail.id);
    return (await findUserByOidcSubject(db, id.subject))!;
  }
  return createUser(db, {
    username: await freeUsername(db, id.email),
    email: id.email,
    firstName: (id.givenName ?? '').slice(0, 50),
    lastName: (id.familyName ?? '').slice(0, 50),
    passwordHash: null,
    locale,
    emailVerifiedAt: id.emailVerified ? new Date() : null,
    oidcSubject: id.subject,
  });
}
