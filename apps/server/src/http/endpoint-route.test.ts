import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import type { RouteApp } from './crud-routes.js';
import { deleteEndpoint, route } from './endpoint-route.js';

const db = { marker: 'db' } as unknown as Database;

/** A bare app with one plugin under `prefix`, the signed-in user being user 7. */
async function appWith(prefix: string, declare: (api: RouteApp) => void, seen?: RouteOptions[]) {
  const app = Fastify();
  if (seen) app.addHook('onRoute', (r) => void seen.push(r));
  app.decorate('db', db);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    req.user = { id: 7, username: 'u', roles: [], sessionId: 's' };
  });
  await app.register(
    async (scope) => {
      const api = scope.withTypeProvider<ZodTypeProvider>();
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      declare(api);
    },
    { prefix },
  );
  await app.ready();
  return app;
}

describe('route', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it("registers the map's method and path below the plugin's prefix, with its params schema", async () => {
    const seen: unknown[] = [];
    app = await appWith('/api/loans', (api) =>
      deleteEndpoint(api, 'loans.payments.delete', {
        tags: ['loans'],
        remove: async (d, user, params) => void seen.push([d === db, user, params]),
      }),
    );
    const res = await app.inject({ method: 'DELETE', url: '/api/loans/5/payments/9' });
    expect([res.statusCode, res.body]).toEqual([204, '']);
    // The params arrive parsed by the map's schema: numbers, not the path's strings.
    expect(seen).toEqual([[true, 7, { id: 5, itemId: 9 }]]);
    expect((await app.inject({ method: 'GET', url: '/api/loans/5/payments/9' })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/loans/x/payments/9' })).statusCode,
    ).toBe(400);
  });

  it('refuses at start an operation whose path is not below the prefix', async () => {
    await expect(
      appWith('/api/loan', (api) =>
        route(api, 'loans.get', { tags: [], handler: (_req, reply) => reply }),
      ),
    ).rejects.toThrow("loans.get: /api/loans/:id is not under this plugin's prefix /api/loan");
  });

  it('documents Bearer security unless public, and passes config (tagged) and bodyLimit', async () => {
    const seen: RouteOptions[] = [];
    app = await appWith(
      '/api',
      (api) => {
        route(api, 'health.live', {
          tags: [],
          public: true,
          bodyLimit: 10,
          handler: () => ({ ok: true as const }),
        });
        route(api, 'health.get', {
          tags: [],
          config: { idempotency: false },
          handler: (_req, reply) => reply,
        });
      },
      seen,
    );
    const [live, get] = seen.filter((r) => r.method === 'GET');
    expect(live?.schema).not.toHaveProperty('security');
    expect([live?.bodyLimit, live?.config]).toEqual([
      10,
      { endpoint: 'health.live', tokens: 'allowed' },
    ]);
    // A data route: the browser session's Bearer or a personal API token.
    expect(get?.schema).toHaveProperty('security', [{ bearer: [] }, { apiToken: [] }]);
    expect(get?.config).toEqual({ idempotency: false, endpoint: 'health.get', tokens: 'allowed' });
  });

  it('refuses API tokens under /api/auth unless the route says otherwise, and says so', async () => {
    const seen: RouteOptions[] = [];
    app = await appWith(
      '/api/auth',
      (api) => {
        route(api, 'auth.sessions.list', { tags: [], handler: (_req, reply) => reply });
        route(api, 'auth.me.get', { tags: [], tokens: 'allowed', handler: (_req, reply) => reply });
      },
      seen,
    );
    const [sessions, me] = seen.filter((r) => r.method === 'GET');
    expect(sessions?.config?.tokens).toBe('refused');
    expect(sessions?.schema).toHaveProperty('security', [{ bearer: [] }]);
    expect(me?.config?.tokens).toBe('allowed');
    expect(me?.schema).toHaveProperty('security', [{ bearer: [] }, { apiToken: [] }]);
  });
});
