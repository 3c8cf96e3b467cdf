import { ADMIN_ROLE, AppError } from '@wealthlog/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findSessionPrincipal, isSessionLive } from './auth/session-principal.js';
import { authKeys, verifyAccessToken } from './auth/tokens.js';
import { assertCsrf, isStateChanging } from './csrf.js';

/** Who is calling: set by `app.authenticate`, null on public routes. */
export interface AuthUser {
  id: number;
  username: string;
  roles: string[];
  /** The session row behind the access token (the `sid` claim). */
  sessionId: string;
}

/** The session behind the request, for /auth/debug and password change ("keep this one"). */
export interface AuthSessionInfo {
  id: string;
  familyId: string;
  createdAt: Date;
  expiresAt: Date;
}

type Hook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: Bearer access token → live session → `req.user`; CSRF on POST/PUT/PATCH/DELETE. */
    authenticate: Hook;
    /** preHandler: `authenticate`, then 403 AUTH_004 unless the user has the ADMIN role. */
    requireAdmin: Hook;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    authSession: AuthSessionInfo | null;
  }
}

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1]! : null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const keys = authKeys(app.config.JWT_SECRET);
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);

  const authenticate: Hook = async (req) => {
    if (req.user) return; // already done by an outer scope
    const token = bearerToken(req);
    if (!token) throw new AppError('NO_TOKEN');
    const claims = await verifyAccessToken(keys.access, token);
    const principal = await findSessionPrincipal(app.db, claims.userId, claims.sessionId);
    if (!principal || !isSessionLive(principal.session)) throw new AppError('AUTH_003');
    if (!principal.active) throw new AppError('AUTH_006');
    const { session } = principal;
    req.user = {
      id: claims.userId,
      username: principal.username,
      roles: principal.roles,
      sessionId: session.id,
    };
    req.authSession = {
      id: session.id,
      familyId: session.familyId,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
    };
    if (isStateChanging(req.method))
      assertCsrf(req, keys.csrf, app.config.PUBLIC_URL, session.familyId);
  };

  const requireAdmin: Hook = async (req, reply) => {
    await authenticate(req, reply);
    if (!req.user!.roles.includes(ADMIN_ROLE)) {
      req.log.warn(
        { event: 'admin_required', userId: req.user!.id, ip: req.ip },
        'Admin role required',
      );
      throw new AppError('AUTH_004');
    }
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireAdmin', requireAdmin);
});

/** The signed-in user inside an authenticated route (never null there). */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError('NO_TOKEN');
  return req.user;
}

/**
 * Wraps a route plugin so every route in it needs a signed-in user:
 * `await api.register(authenticated(accountRoutes), { prefix: '/account' })`.
 */
export function authenticated<O extends Record<never, never>>(
  plugin: FastifyPluginAsyncZod<O>,
): FastifyPluginAsyncZod<O> {
  return async (app, opts) => {
    app.addHook('preHandler', app.authenticate);
    await plugin(app, opts);
  };
}

/** The same for ADMIN-only plugins (others answer 403 AUTH_004). */
export function adminOnly<O extends Record<never, never>>(
  plugin: FastifyPluginAsyncZod<O>,
): FastifyPluginAsyncZod<O> {
  return async (app, opts) => {
    app.addHook('preHandler', app.requireAdmin);
    await plugin(app, opts);
  };
}
