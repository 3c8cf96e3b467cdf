import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createToken } from '../../test/api-tokens.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authed, NO_LIMITS, type Signed, signUp } from '../../test/auth.js';

/** A route written by hand, without route(): it declares no token policy. */
const handWritten: FastifyPluginAsyncZod = async (api) => {
  api.get('/hand-written', { preHandler: api.authenticate }, async () => ({ ok: true }));
};

let t: TestApp;
let sam: Signed;
beforeAll(async () => {
  // A small per-user budget, to see tokens and sessions draw on the same one.
  t = await createTestApp({ ...NO_LIMITS, RATE_LIMIT_GLOBAL_MAX: '12' }, handWritten);
  sam = await signUp(t, 'sam');
});
afterAll(async () => t?.close());

const lastUsed = async (id: string) =>
  (
    await t.db.pool.query<{ at: Date | null }>(
      'SELECT last_used_at AS at FROM api_tokens WHERE id = $1',
      [id],
    )
  ).rows[0]!.at;

describe('using a token', () => {
  it('records its last use at most once a minute, not on every request', async () => {
    const { id, token } = await createToken(t, sam, { name: 'poller', scope: 'read' });
    expect(await lastUsed(id)).toBeNull();
    await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });
    const first = await lastUsed(id);
    expect(first).not.toBeNull();
    await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });
    expect(await lastUsed(id)).toEqual(first);
    // A minute later (moved back in the table rather than waiting), the next use writes again.
    await t.db.pool.query(
      "UPDATE api_tokens SET last_used_at = last_used_at - interval '61 seconds' WHERE id = $1",
      [id],
    );
    const moved = await lastUsed(id);
    await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });
    expect((await lastUsed(id))!.getTime()).toBeGreaterThan(moved!.getTime());
  });

  it('refuses a token on a route that declares no policy (written by hand): the safe side', async () => {
    const { token } = await createToken(t, sam, { name: 'x', scope: 'read-write' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/hand-written',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('AUTH_004');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/hand-written',
      headers: authed(sam),
    });
    expect(session.statusCode).toBe(200);
  });

  it('counts toward the user’s rate limit, shared with their sessions', async () => {
    const carl = await signUp(t, 'carl');
    const { token } = await createToken(t, carl, { name: 'busy', scope: 'read' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const headers = i % 2 ? bearer(token) : authed(carl);
      statuses.push(
        (await t.app.inject({ method: 'GET', url: '/api/account', headers })).statusCode,
      );
    }
    // 12 allowed in the window, creating the token was one of them.
    expect(statuses.filter((s) => s === 200)).toHaveLength(11);
    const over = await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_001');
    // Another user is not held back by carl's requests.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account', headers: authed(sam) })).statusCode,
    ).toBe(200);
  });
});
