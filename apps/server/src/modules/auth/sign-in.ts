import { AppError } from '@wealthlog/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordActivity } from '../../lib/activity.js';
import { findUserById, userAnswer } from './auth.repository.js';
import * as auth from './auth.service.js';
import { clientInfo } from './client-info.js';
import { setRefreshCookie } from './cookies.js';

/** How the user proved who they are, as the activity log records a sign-in. */
export type SignInMethod = 'password' | 'totp' | 'recovery' | 'passkey' | 'oidc';

/**
 * The end of every sign-in, whatever its steps were: a session is started, the refresh cookie
 * set, the sign-in logged, and the login answer (`{ accessToken, csrfToken, user }`) returned.
 * The auth area lends it (service `completeSignIn`) to the areas that add a step (a second
 * factor, a passkey), so a session is only ever started here and in the password login.
 */
export async function completeSignIn(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  method: SignInMethod,
) {
  const user = await findUserById(app.db, userId);
  // Deactivated (or deleted) between the first step and this one: no session.
  if (!user) throw new AppError('AUTH_001');
  if (!user.active) throw new AppError('AUTH_006');
  const deps = auth.authDeps(app);
  const client = clientInfo(req);
  const { issued } = await auth.startSession(deps, user, client);
  setRefreshCookie(reply, app.config.PUBLIC_URL, issued.refreshToken);
  await recordActivity(app.db, { userId: user.id, event: 'sign_in', detail: { method } }, client);
  return {
    ...(await auth.sessionAnswer(deps, user, issued)),
    user: await userAnswer(app.db, user),
  };
}
