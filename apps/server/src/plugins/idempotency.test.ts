import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app.js';
import { authed, NO_LIMITS, register, signUp, type Signed } from '../test/auth.js';
import { authenticated, requireUser } from './auth.js';

let created = 0;
/** A POST that creates something, behind `authenticated()` as later modules will use it. */
const things: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/things',
    { schema: { body: z.object({ name: z.string() }).strict() } },
    async (req, reply) => {
      created += 1;
      return reply.code(201).send({ id: created, name: req.body.name, owner: requireUser(req).id });
    },
  );
};
const routes: FastifyPluginAsyncZod = async (api) => {
  await api.register(authenticated(things), { prefix: '/test' });
};

let t: TestApp;
let alice: Signed;
let bob: Signed;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS, routes);
  alice = await signUp(t, 'alice');
  bob = await signUp(t, 'bob');
});
afterAll(async () => t?.close());

const post = (s: Signed, key: string, name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/things',
    headers: { ...authed(s), 'idempotency-key': key },
    payload: { name },
  });

describe('Idempotency-Key', () => {
  it('a repeat with the same key and body returns the first answer without running again', async () => {
    const first = await post(alice, 'k-1', 'car');
    const again = await post(alice, 'k-1', 'car');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(created).toBe(1);
  });

  it('the same key with another body → 422 BUS_004', async () => {
    const res = await post(alice, 'k-1', 'boat');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'BUS_004' });
  });

  it('keys are per user: the same key for another user runs anew', async () => {
    const res = await post(bob, 'k-1', 'car');
    expect(res.statusCode).toBe(201);
    expect(res.json().owner).toBe(bob.user.id);
    expect(created).toBe(2);
  });

  it('a failed request is not stored, and a replay still needs a valid session and CSRF token', async () => {
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/test/things',
      headers: { authorization: `Bearer ${alice.accessToken}`, 'idempotency-key': 'k-1' },
      payload: { name: 'car' },
    });
    expect(denied.statusCode).toBe(403);
    const bad = await post(alice, 'k-2', 42 as unknown as string);
    expect(bad.statusCode).toBe(400);
    expect((await post(alice, 'k-2', 'bike')).statusCode).toBe(201);
  });

  it('signed out, the scope is the IP (registration)', async () => {
    const headers = { 'idempotency-key': 'reg-1' };
    const body = {
      username: 'ivan',
      email: 'ivan@example.com',
      password: 'Xk9!mP2#qL7$',
      firstName: 'I',
      lastName: 'V',
    };
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: body,
    });
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: body,
    });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { ...body, username: 'ivan2' },
    });
    expect(other.statusCode).toBe(422);
    expect((await register(t, 'ivan')).statusCode).toBe(409); // without the key it runs, and is a duplicate
  });

  it('an invalid key → 400', async () => {
    expect((await post(alice, 'bad key with spaces', 'x')).statusCode).toBe(400);
  });
});
