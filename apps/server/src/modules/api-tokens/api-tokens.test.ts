import { API_TOKEN_MAX_PER_USER } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/auth.js';
import { withUsers } from '../../test/users.js';
import { bearer, createToken } from '../../test/api-tokens.js';

/** Creating, listing and revoking tokens (POST/GET/DELETE /api/auth/tokens) from a session. */
const ctx = withUsers('alice', 'bob', 'carol');
const DAY = 86_400_000;

const list = (s = ctx.alice) =>
  ctx.t.app.inject({ method: 'GET', url: '/api/auth/tokens', headers: authed(s) });
const create = (payload: unknown, s = ctx.alice) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/auth/tokens',
    headers: authed(s),
    payload: payload as object,
  });
const revoke = (id: string, s = ctx.alice) =>
  ctx.t.app.inject({ method: 'DELETE', url: `/api/auth/tokens/${id}`, headers: authed(s) });

async function activity(userId: number, event: string) {
  const { rows } = await ctx.t.db.pool.query<{ detail: Record<string, unknown> }>(
    'SELECT detail FROM activity_log WHERE user_id = $1 AND event = $2 ORDER BY id',
    [userId, event],
  );
  return rows.map((r) => r.detail);
}

describe('POST /api/auth/tokens', () => {
  it('answers the token once (wl_ + 43 base64url characters), storing only its sha-256', async () => {
    const expiresAt = new Date(Date.now() + 30 * DAY).toISOString();
    const res = await create({ name: '  Net worth sheet ', scope: 'read', expiresAt });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      name: 'Net worth sheet',
      scope: 'read',
      expiresAt,
      token: expect.stringMatching(/^wl_[A-Za-z0-9_-]{43}$/),
    });
    const { rows } = await ctx.t.db.pool.query('SELECT token_hash FROM api_tokens WHERE id = $1', [
      body.id,
    ]);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(body.token.slice(3));
    // Never logged, not even by the request's own lines.
    expect(ctx.t.rawLogs.join('\n')).not.toContain(body.token);
    expect(await activity(ctx.alice.user.id, 'token_created')).toContainEqual({
      name: 'Net worth sheet',
      scope: 'read',
    });
  });

  it('takes no expiry (never) and two tokens never share a value', async () => {
    const a = await createToken(ctx.t, ctx.alice, { name: 'cron', scope: 'read-write' });
    const b = await createToken(ctx.t, ctx.alice, { name: 'cron', scope: 'read-write' });
    expect(a.expiresAt).toBeNull();
    expect(a.token).not.toBe(b.token);
  });

  it.each([
    ['no name', { scope: 'read' }, 'name'],
    ['a blank name', { name: '   ', scope: 'read' }, 'name'],
    ['a name of 65 characters', { name: 'x'.repeat(65), scope: 'read' }, 'name'],
    ['an unknown scope', { name: 'x', scope: 'admin' }, 'scope'],
    ['an expiry that is no date', { name: 'x', scope: 'read', expiresAt: 'soon' }, 'expiresAt'],
    ['an unknown key', { name: 'x', scope: 'read', token: 'wl_mine' }, undefined],
  ])('refuses %s: 400 VAL_001', async (_what, payload, field) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VAL_001');
    if (field) expect(res.json().errors[field]).toBeDefined();
  });

  it.each([
    ['in the past', -DAY, 'Expiry date must be in the future'],
    ['more than 366 days ahead', 367 * DAY, 'Expiry date must be at most 366 days ahead'],
  ])('refuses an expiry %s', async (_what, offset, message) => {
    const expiresAt = new Date(Date.now() + offset).toISOString();
    const res = await create({ name: 'x', scope: 'read', expiresAt });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ expiresAt: [message] });
  });

  it(`holds at most ${API_TOKEN_MAX_PER_USER} live tokens per user; revoked and expired ones do not count`, async () => {
    const s = ctx.carol;
    const made = await Promise.all(
      Array.from({ length: API_TOKEN_MAX_PER_USER }, (_, i) =>
        createToken(ctx.t, s, { name: `t${i}`, scope: 'read' }),
      ),
    );
    const over = await create({ name: 'one more', scope: 'read' }, s);
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('BUS_003');
    // Others are not limited by carol's tokens.
    expect((await create({ name: 'bob', scope: 'read' }, ctx.bob)).statusCode).toBe(201);
    expect((await revoke(made[0]!.id, s)).statusCode).toBe(204);
    await ctx.t.db.pool.query(
      "UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1",
      [made[1]!.id],
    );
    expect((await create({ name: 'a', scope: 'read' }, s)).statusCode).toBe(201);
    expect((await create({ name: 'b', scope: 'read' }, s)).statusCode).toBe(201);
    expect((await create({ name: 'c', scope: 'read' }, s)).statusCode).toBe(422);
  });
});

describe('GET /api/auth/tokens', () => {
  it('lists the caller’s tokens newest first, without their value', async () => {
    const made = await createToken(ctx.t, ctx.bob, { name: 'listed', scope: 'read' });
    const res = await list(ctx.bob);
    expect(res.statusCode).toBe(200);
    const items = res.json() as Record<string, unknown>[];
    expect(items[0]).toEqual({
      id: made.id,
      name: 'listed',
      scope: 'read',
      createdAt: expect.any(String),
      expiresAt: null,
      lastUsedAt: null,
    });
    expect(JSON.stringify(items)).not.toContain('wl_');
    expect(items.every((i) => !('token' in i) && !('tokenHash' in i))).toBe(true);
  });

  it('shows when a token was last used', async () => {
    const made = await createToken(ctx.t, ctx.bob, { name: 'used', scope: 'read' });
    const before = Date.now();
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(made.token) }))
        .statusCode,
    ).toBe(200);
    const item = (await list(ctx.bob)).json().find((i: { id: string }) => i.id === made.id);
    expect(Date.parse(item.lastUsedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/auth/tokens' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('NO_TOKEN');
  });
});

describe('DELETE /api/auth/tokens/{id}', () => {
  it('revokes: 204, gone from the list, logged, and the token answers 401 from then on', async () => {
    const made = await createToken(ctx.t, ctx.alice, { name: 'old laptop', scope: 'read' });
    const use = () =>
      ctx.t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(made.token) });
    expect((await use()).statusCode).toBe(200);
    expect((await revoke(made.id)).statusCode).toBe(204);
    expect((await list()).json().map((i: { id: string }) => i.id)).not.toContain(made.id);
    const after = await use();
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'AUTH_003', requestId: expect.any(String) });
    expect(await activity(ctx.alice.user.id, 'token_revoked')).toContainEqual({
      name: 'old laptop',
      scope: 'read',
    });
    // Twice: the second finds nothing to revoke.
    expect((await revoke(made.id)).statusCode).toBe(404);
  });

  it('answers another user’s token exactly like an unknown one, and leaves it working', async () => {
    const bobs = await createToken(ctx.t, ctx.bob, { name: 'bob only', scope: 'read' });
    const foreign = await revoke(bobs.id, ctx.alice);
    const unknown = await revoke('00000000-0000-4000-8000-000000000000', ctx.alice);
    const malformed = await revoke('not-a-uuid', ctx.alice);
    for (const res of [foreign, unknown, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('DB_004');
    }
    expect(foreign.json().message).toBe(unknown.json().message);
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(bobs.token) }))
        .statusCode,
    ).toBe(200);
    expect((await list(ctx.alice)).json().map((i: { id: string }) => i.id)).not.toContain(bobs.id);
  });
});
