import { AUTH_MESSAGES, AppError } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../areas/services.js';
import { route } from '../../http/endpoint-route.js';
import { recordActivity } from '../../lib/activity.js';
import { noContent, userId } from '../../http/route-helpers.js';
import { assertCsrf, csrfTokenFor } from '../../plugins/csrf.js';
import { deleteUserAccount } from './account-deletion.js';
import { findUserById, toUserDto, userAnswer } from './auth.repository.js';
import * as auth from './auth.service.js';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './cookies.js';
import { clientInfo } from './client-info.js';
import { localeFromHeader } from './email-links.js';
import { completeSignIn } from './sign-in.js';
import {
  findSession,
  findSessionByRefreshToken,
  revokeFamily,
  type SessionRow,
} from './sessions.js';
import { verifyAccessToken } from '../../plugins/auth/tokens.js';

const tags = ['auth'];

/**
 * The uploads area's file removal, for DELETE /api/auth/me; the two-factor area's second step,
 * asked after the password.
 */
export type AuthRoutesOptions = {
  secondStep: Services['secondStep'];
};

/**
 * /api/auth: register, login, refresh, logout, me (and leaving), change-password, debug (API.md
 * "Auth", "Your data").
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const deps = auth.authDeps(app);
  const publicUrl = app.config.PUBLIC_URL;
  // The answers of login, refresh and logout hold or clear tokens: they are never stored for
  // Idempotency-Key replays.
  const config = { idempotency: false };

  route(app, 'auth.register', {
    tags,
    public: true,
    handler: async (req, reply) => {
      const locale = localeFromHeader(req.headers['accept-language']);
      const user = await auth.register(deps, req.body, clientInfo(req), locale, req.log);
      return reply.code(201).send({ user: toUserDto(user), message: AUTH_MESSAGES.registered });
    },
  });

  route(app, 'auth.login', {
    tags,
    public: true,
    config,
    handler: async (req, reply) => {
      const user = await auth.login(deps, req.body, clientInfo(req), req.log);
      // With a second factor on, the password only earns a challenge: no session, no cookie.
      const challenge = await opts.secondStep(app.db, user.id, 'password');
      if (challenge) return challenge;
      return completeSignIn(app, req, reply, user.id, 'password');
    },
  });

  // Public: the session is the refresh cookie, not a Bearer token.
  route(app, 'auth.refresh', {
    tags,
    public: true,
    config,
    handler: async (req, reply) => {
      const token = req.cookies[REFRESH_COOKIE];
      if (!token) throw new AppError('NO_TOKEN');
      const session = await findSessionByRefreshToken(app.db, token);
      if (!session) throw new AppError('AUTH_003');
      assertCsrf(req, deps.keys.csrf, publicUrl, session.familyId);
      const { user, issued } = await auth.refresh(deps, session, clientInfo(req), req.log);
      setRefreshCookie(reply, publicUrl, issued.refreshToken);
      return {
        ...(await auth.sessionAnswer(deps, user, issued)),
        user: await userAnswer(app.db, user),
      };
    },
  });

  // Public: it works from the refresh cookie alone; a Bearer token is optional.
  route(app, 'auth.logout', {
    tags,
    public: true,
    config,
    handler: async (req, reply) => {
      // The session comes from the refresh cookie, or else from a still-valid access token; with
      // neither there is nothing to revoke and only the cookie is cleared.
      let session: SessionRow | null = null;
      const token = req.cookies[REFRESH_COOKIE];
      if (token) session = await findSessionByRefreshToken(app.db, token);
      const header = req.headers.authorization;
      if (!session && header?.startsWith('Bearer ')) {
        const claims = await verifyAccessToken(deps.keys.access, header.slice(7).trim()).catch(
          () => null,
        );
        if (claims) session = await findSession(app.db, claims.userId, claims.sessionId);
      }
      if (session) {
        assertCsrf(req, deps.keys.csrf, publicUrl, session.familyId);
        await revokeFamily(app.db, session.userId, session.familyId);
        await recordActivity(
          app.db,
          { userId: session.userId, event: 'sign_out' },
          clientInfo(req),
        );
      }
      clearRefreshCookie(reply, publicUrl);
      return noContent(reply);
    },
  });

  // Who am I: the one /api/auth route a personal API token may call (it only reads). A token has
  // no session, so no CSRF token comes back.
  route(app, 'auth.me.get', {
    tags,
    tokens: 'allowed',
    preHandler: app.authenticate,
    handler: async (req) => {
      const user = await findUserById(app.db, userId(req));
      if (!user) throw new AppError('AUTH_003');
      const session = req.authSession;
      return {
        user: await userAnswer(app.db, user),
        ...(session ? { csrfToken: csrfTokenFor(deps.keys.csrf, session.familyId) } : {}),
      };
    },
  });

  route(app, 'auth.me.update', {
    tags,
    preHandler: app.authenticate,
    handler: async (req) => ({
      user: toUserDto(await auth.updateMe(deps, userId(req), req.body, req.log, clientInfo(req))),
    }),
  });

  // The sessions go with the user (they cascade), so this browser's refresh cookie goes too.
  route(app, 'auth.me.delete', {
    tags,
    summary:
      'Delete my account and all my data, files included. `confirm` is my username; a Google ' +
      'sign-up without a password sends any `password` (not read)',
    preHandler: app.authenticate,
    handler: async (req, reply) => {
      const me = userId(req);
      await deleteUserAccount({ app }, me, me, req.body);
      clearRefreshCookie(reply, publicUrl);
      return noContent(reply);
    },
  });

  route(app, 'auth.password.change', {
    tags,
    preHandler: app.authenticate,
    handler: async (req) => {
      await auth.changePassword(
        deps,
        userId(req),
        req.authSession!.familyId,
        req.body,
        clientInfo(req),
      );
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  });

  route(app, 'auth.debug', {
    tags,
    preHandler: app.requireAdmin,
    handler: async (req) => {
      const user = await findUserById(app.db, userId(req));
      if (!user) throw new AppError('AUTH_003');
      const s = req.authSession!;
      return {
        user: toUserDto(user),
        session: {
          id: s.id,
          createdAt: s.createdAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
        },
        requestId: req.id,
      };
    },
  });
};
