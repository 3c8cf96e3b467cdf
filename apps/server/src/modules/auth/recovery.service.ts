import { AppError, AUTH_MESSAGES } from '@wealthlog/core';
import type { FastifyBaseLogger } from 'fastify';
import { recordActivity, type RequestOrigin } from '../../lib/activity.js';
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  setPasswordHash,
} from './auth.repository.js';
import type { AuthDeps } from './auth.service.js';
import { sendEmailLink } from './email-links.js';
import { consumeEmailToken, expireEmailTokens } from './email-tokens.js';
import { hashPassword } from './passwords.js';
import { revokeUserSessions } from './sessions.js';

const invalidToken = () => new AppError('VAL_003', AUTH_MESSAGES.invalidToken);

/**
 * Same answer, whether or not the address exists (no account enumeration) — and in the same
 * time: the link is created and mailed after the answer, so an SMTP round trip for real users
 * cannot tell them apart from unknown addresses. A failure is logged, never shown.
 */
export async function forgotPassword(
  deps: AuthDeps,
  email: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !user.active) return;
  void sendEmailLink(
    { db: deps.db, mailer: deps.mailer, publicUrl: deps.config.PUBLIC_URL, log },
    user,
    'reset_password',
  ).catch((err: unknown) => log.error({ err, userId: user.id }, 'Password reset e-mail failed'));
}

/**
 * Single use (the token is consumed by a guarded UPDATE in the same transaction), sets the new
 * password, ends every session and cancels the user's other reset links. Receiving the link also
 * proves the address, so it counts as verified.
 */
export async function resetPassword(
  deps: AuthDeps,
  token: string,
  password: string,
  origin: RequestOrigin | null = null,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const used = await consumeEmailToken(tx, 'reset_password', token);
    if (!used) throw invalidToken();
    await setPasswordHash(tx, used.userId, passwordHash);
    await expireEmailTokens(tx, used.userId, 'reset_password');
    await revokeUserSessions(tx, used.userId);
    await markEmailVerified(tx, used.userId);
    await recordActivity(tx, { userId: used.userId, event: 'password_reset' }, origin);
  });
}

/** Marks the address verified, if it is still the one the link was sent to. */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const used = await consumeEmailToken(tx, 'verify_email', token);
    if (!used) throw invalidToken();
    const user = await findUserById(deps.db, used.userId);
    if (!user || user.email.toLowerCase() !== used.email.toLowerCase()) throw invalidToken();
    await markEmailVerified(tx, used.userId);
  });
}
