import Fastify, { type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { deleteEndpoint, route } from './endpoint-route.js';
import { multipartApp, withRouteOptions } from './route-options.js';

it("hands route() routes the options the map does not carry, before the app's onRoute hooks read them", async () => {
  const seen: RouteOptions[] = [];
  const app = Fastify();
  app.decorate('db', {} as Database);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    req.user = { id: 7, username: 'u', roles: [], sessionId: 's' };
  });
  // As the idempotency plugin does: it reads the config as the route is declared.
  app.addHook('onRoute', (r) => void seen.push({ ...r }));
  await app.register(
    async (scope) => {
      const api = scope.withTypeProvider<ZodTypeProvider>();
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      route(multipartApp(api), 'uploads.documents.create', {
        tags: ['uploads'],
        handler: (_req, reply) => reply.code(201).send({ id: 1, url: '/x' } as never),
      });
      deleteEndpoint(
        withRouteOptions(api, {
          onSend: async (_req, reply, payload) => {
            reply.header('x-seen', 'yes');
            return payload;
          },
        }),
        'loans.delete',
        { tags: ['loans'], remove: async () => undefined },
      );
    },
    { prefix: '/api' },
  );
  await app.ready();

  const upload = seen.find((r) => r.url === '/api/upload/documents');
  expect(upload?.config).toEqual({
    idempotency: false,
    endpoint: 'uploads.documents.create',
    tokens: 'allowed',
  });
  expect(upload?.schema).toMatchObject({ tags: ['uploads'], consumes: ['multipart/form-data'] });
  const del = await app.inject({ method: 'DELETE', url: '/api/loans/3' });
  expect([del.statusCode, del.headers['x-seen']]).toEqual([204, 'yes']);
  await app.close();
});
