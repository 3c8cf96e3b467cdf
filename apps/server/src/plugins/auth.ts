import { ADMIN_ROLE, AppError } from '@wealthlog/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findApiTokenPrincipal, isApiToken, touchApiToken } from './auth/api-token.js';
import { findSessionPrincipal, isSessionLive } from './auth/session-principal.js';
import { assertTokenMayCall, refuseTokens } from './auth/token-policy.js';
import { authKeys, verifyAccessToken } from './auth/tokens.js';
import { assertCsrf, isStateChanging } from './csrf.js';

/** Who is calling: set by `app.authenticate`, null on public routes. */
export interface AuthUser {
  id: number;
  username: string;
  roles: string[];
  /** The session row behind the access token (the `sid` claim); null for a personal API token. */
  sessionId: string | null;
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
    /**
     * preHandler: Bearer access token → live session → `req.user`; CSRF on POST/PUT/PATCH/DELETE.
     * Or Bearer `wl_…` → live personal API token → `req.user` and `req.apiToken`, if the route and
     * the token's scope allow it (plugins/auth/token-policy.ts).
     */
    authenticate: Hook;
    /** preHandler: `authenticate` (never by API token), then 403 AUTH_004 unless ADMIN. */
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
  app.decorateRequest('apiToken', null);

  /**
   * A personal API token: no session, so no CSRF check. That is safe: a browser never attaches an
   * Authorization header by itself, so a cross-site page cannot make a request carry the token.
   * Unknown, revoked and expired tokens answer 401 AUTH_003 ('Token invalid', as a bad JWT does),
   * not TOKEN_EXPIRED: that code tells the web client to refresh, and a personal token cannot be.
   */
  const authenticateApiToken = async (req: FastifyRequest, token: string) => {
    const found = await findApiTokenPrincipal(app.db, token);
    if (!found || found.revokedAt) throw new AppError('AUTH_003');
    if (found.expiresAt && found.expiresAt.getTime() <= Date.now())
      throw new AppError('AUTH_003', 'Token expired');
    if (!found.active) throw new AppError('AUTH_006');
    req.user = { id: found.userId, username: found.username, roles: found.roles, sessionId: null };
    req.apiToken = { id: found.id, scope: found.scope };
    // A refused call still counts as a use: the owner should see that the token is being tried.
    await touchApiToken(app.db, found);
    assertTokenMayCall(req);
  };

  const authenticate: Hook = async (req) => {
    if (req.user) return; // already done by an outer scope
    const token = bearerToken(req);
    if (!token) throw new AppError('NO_TOKEN');
    if (isApiToken(token)) return authenticateApiToken(req, token);
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
    // Administration is never scripted with a personal token, whatever its route declares.
    if (req.apiToken) throw new AppError('AUTH_004');
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

/**
 * The same for ADMIN-only plugins (others answer 403 AUTH_004). Every route in it refuses
 * personal API tokens, and the API document says so.
 */
export function adminOnly<O extends Record<never, never>>(
  plugin: FastifyPluginAsyncZod<O>,
): FastifyPluginAsyncZod<O> {
  return async (app, opts) => {
    app.addHook('onRoute', refuseTokens);
    app.addHook('preHandler', app.requireAdmin);
    await plugin(app, opts);
  };
}
