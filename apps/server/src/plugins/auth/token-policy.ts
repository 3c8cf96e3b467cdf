import { AppError, type ApiTokenScope } from '@wealthlog/core';
import type { FastifyRequest, onRouteHookHandler } from 'fastify';

/**
 * Which routes a personal API token (`Bearer wl_…`) may call. It is a declared property of each
 * route (`tokens` in route(), stored in the route's config), not a list of paths kept here:
 *
 * - Data routes (accounts, transactions, trading…) default to 'allowed'.
 * - Everything under /api/auth defaults to 'refused': that prefix is where a user manages how
 *   they sign in (password, e-mail, sessions, tokens, second factors, passkeys), so a route added
 *   there later is refused without anyone remembering to. A route there that only reads the
 *   user's data opts in with `tokens: 'allowed'` (GET /api/auth/me).
 * - Admin routes refuse tokens as a group: `adminOnly` marks every route of its plugin, and
 *   `requireAdmin` refuses a token whatever the route says.
 * - Any other route that must never be reached by a script says `tokens: 'refused'` (the backup
 *   restore, which replaces all of the user's data).
 * - A route without the property (not declared through route()) is refused: the safe side.
 *
 * On top of that, a `read` token may only GET (and HEAD).
 */
export type TokenPolicy = 'allowed' | 'refused';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether a personal API token may call this route (plugins/auth/token-policy.ts). */
    tokens?: TokenPolicy;
  }
  interface FastifyRequest {
    /** The personal API token the request came with; null for a browser session or none. */
    apiToken: { id: string; scope: ApiTokenScope } | null;
  }
}

const AUTH_PREFIX = '/api/auth';

/** The policy of a route that does not declare one (see above). */
export function defaultTokenPolicy(path: string): TokenPolicy {
  return path === AUTH_PREFIX || path.startsWith(`${AUTH_PREFIX}/`) ? 'refused' : 'allowed';
}

const READS = new Set(['GET', 'HEAD']);

function refuse(req: FastifyRequest, reason: string): AppError {
  req.log.warn(
    { event: 'api_token_refused', reason, userId: req.user?.id, tokenId: req.apiToken?.id },
    'API token refused on this route',
  );
  return new AppError('AUTH_004');
}

/** 403 AUTH_004 unless the request's token may call this route with this method. */
export function assertTokenMayCall(req: FastifyRequest): void {
  const token = req.apiToken;
  if (!token) return;
  if (req.routeOptions.config.tokens !== 'allowed') throw refuse(req, 'route refuses tokens');
  if (token.scope === 'read' && !READS.has(req.method.toUpperCase()))
    throw refuse(req, 'read-only token on a write');
}

/** OpenAPI security of a route a token may call, and of one only a browser session may. */
type Security = Array<Record<string, string[]>>;
export const SESSION_SECURITY: Security = [{ bearer: [] }];
export const SESSION_OR_TOKEN_SECURITY: Security = [{ bearer: [] }, { apiToken: [] }];

/**
 * An onRoute hook that marks every route of a plugin as refusing tokens (and says so in the API
 * document): how `adminOnly` makes it a property of the whole admin group.
 */
export const refuseTokens: onRouteHookHandler = (route) => {
  route.config = { ...route.config, tokens: 'refused' };
  if (route.schema?.security) route.schema = { ...route.schema, security: SESSION_SECURITY };
};

/** The API document's security schemes: the browser session's JWT and the personal token. */
export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token of a browser session (POST /api/auth/login), with X-CSRF-Token.',
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'wl_…',
    description:
      'A personal API token, created in Settings → Security (POST /api/auth/tokens) and sent as ' +
      '`Authorization: Bearer wl_…`, without X-CSRF-Token. Scope `read`: GET only; `read-write`: ' +
      'every data route. Never accepted on /api/auth (but GET /api/auth/me), /api/admin or the ' +
      'backup restore (403 AUTH_004); an expired or revoked token answers 401 AUTH_003. Example: ' +
      '`curl -H "Authorization: Bearer wl_…" http://localhost:3000/api/account`.',
  },
} as const;
