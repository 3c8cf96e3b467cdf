import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { noContent, userId } from '../../http/route-helpers.js';
import type { RequestOrigin } from '../../lib/activity.js';
import { authenticated } from '../../plugins/auth.js';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service.js';

const tags = ['auth'];

/** Where the request came from, for the activity log. */
function origin(req: FastifyRequest): RequestOrigin {
  const ua = req.headers['user-agent'];
  return { ip: req.ip, userAgent: typeof ua === 'string' ? ua : null };
}

/**
 * /api/auth/tokens: the user's personal API tokens. Like everything under /api/auth these routes
 * refuse a token (403 AUTH_004): a token can never mint, list or revoke tokens, only a browser
 * session can. Register with `{ prefix: '/auth' }`.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  route(app, 'apiTokens.list', {
    tags,
    summary: 'My API tokens (never their value), expired ones included',
    handler: async (req) => listApiTokens(app.db, userId(req)),
  });

  route(app, 'apiTokens.create', {
    tags,
    summary: 'A new API token: the `token` is in this answer only',
    // The answer holds the token: never kept for an Idempotency-Key replay.
    config: { idempotency: false },
    handler: async (req, reply) =>
      reply.code(201).send(await createApiToken(app.db, userId(req), req.body, origin(req))),
  });

  route(app, 'apiTokens.revoke', {
    tags,
    summary: 'Revoke one of my API tokens: it answers 401 from then on',
    handler: async (req, reply) => {
      await revokeApiToken(app.db, userId(req), req.params.id, origin(req));
      return noContent(reply);
    },
  });
});
