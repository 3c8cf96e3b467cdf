import { describe, expect, it } from 'vitest';
import { bearer, createToken, type Created } from '../../test/api-tokens.js';
import { authed, login, ORIGIN } from '../../test/auth.js';
import { createAccount } from '../../test/ledger.js';
import { multipartBody } from '../../test/multipart.js';
import { withUsers } from '../../test/users.js';

/**
 * What a personal API token reaches: every data route (no CSRF header), only GETs for a `read`
 * token, never the routes that manage how one signs in, the admin routes or the restore.
 */
const ctx = withUsers('alice', 'bob');
let rw: Created;
let ro: Created;

const as = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  ctx.t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const ACCOUNT = { name: 'Scripted', type: 'CASH', currency: 'EUR', balance: 10 };

describe('a read-write token', () => {
  it('reads and writes data routes without a CSRF header or an Origin', async () => {
    rw = await createToken(ctx.t, ctx.alice, { name: 'rw', scope: 'read-write' });
    const created = await as(rw.token, 'POST', '/api/account', ACCOUNT);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const read = await as(rw.token, 'GET', `/api/account/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ name: 'Scripted', balance: 10 });
    const put = await as(rw.token, 'PUT', `/api/account/${id}`, { name: 'Renamed' });
    expect(put.statusCode, put.body).toBe(200);
    const tx = await as(rw.token, 'POST', '/api/transactions', {
      accountId: id,
      type: 'DEPOSIT',
      amount: 5,
      date: new Date().toISOString().slice(0, 10),
    });
    expect(tx.statusCode, tx.body).toBe(201);
    expect((await as(rw.token, 'GET', '/api/transactions')).json().total).toBe(1);
    // It is alice's data, as her session sees it.
    const mine = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: authed(ctx.alice),
    });
    expect(mine.json().map((a: { name: string }) => a.name)).toContain('Renamed');
  });

  it('answers GET /api/auth/me with the user and no CSRF token', async () => {
    const res = await as(rw.token, 'GET', '/api/auth/me');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe('alice');
    expect(res.json()).not.toHaveProperty('csrfToken');
  });

  it('still refuses a foreign Origin on a write (the app-wide cross-site check)', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/account',
      headers: { ...bearer(rw.token), origin: 'https://evil.example' },
      payload: ACCOUNT,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a read token', () => {
  it('reads, and is refused on every write with 403 AUTH_004 in the envelope', async () => {
    ro = await createToken(ctx.t, ctx.alice, { name: 'ro', scope: 'read' });
    expect((await as(ro.token, 'GET', '/api/account')).statusCode).toBe(200);
    expect((await as(ro.token, 'GET', '/api/dashboard/networth')).statusCode).toBeLessThan(300);
    const [account] = (await as(ro.token, 'GET', '/api/account')).json() as { id: number }[];
    for (const [method, url, body] of [
      ['POST', '/api/account', ACCOUNT],
      ['PUT', `/api/account/${account!.id}`, { name: 'No' }],
      ['DELETE', `/api/account/${account!.id}`, undefined],
      ['PUT', '/api/generalSettings', { currency: 'USD' }],
    ] as const) {
      const res = await as(ro.token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'AUTH_004',
        message: 'You are not authorized to perform this action.',
        requestId: res.headers['x-request-id'],
      });
    }
    expect((await as(ro.token, 'GET', `/api/account/${account!.id}`)).json().name).toBe('Renamed');
  });
});

describe('routes no token may call', () => {
  it.each([
    ['GET', '/api/auth/tokens', undefined],
    ['POST', '/api/auth/tokens', { name: 'more', scope: 'read-write' }],
    ['DELETE', '/api/auth/tokens/00000000-0000-4000-8000-000000000000', undefined],
    ['POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: 'Yy1!yyyyyyyy' }],
    ['PUT', '/api/auth/me', { firstName: 'A', lastName: 'B', email: 'new@example.com' }],
    ['DELETE', '/api/auth/me', { confirm: 'alice', password: 'x' }],
    ['GET', '/api/auth/sessions', undefined],
    ['POST', '/api/auth/sessions/revoke-others', undefined],
    ['GET', '/api/auth/debug', undefined],
    ['GET', '/api/admin/users', undefined],
    ['GET', '/api/admin/health', undefined],
    ['POST', '/api/admin/users/2/deactivate', undefined],
  ] as const)('%s %s → 403 AUTH_004, even read-write and admin', async (method, url, body) => {
    const res = await as(rw.token, method, url, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('AUTH_004');
  });

  it('the backup restore (a download is a read, and allowed)', async () => {
    expect((await as(rw.token, 'GET', '/api/backup')).statusCode).toBe(200);
    const form = multipartBody({
      fileName: 'b.zip',
      contentType: 'application/zip',
      data: Buffer.from('PK'),
    });
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/backup/restore',
      headers: { ...bearer(rw.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('AUTH_004');
  });

  it('left nothing changed: the e-mail, the tokens and the other user', async () => {
    const me = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authed(ctx.alice),
    });
    expect(me.json().user.email).toBe('alice@example.com');
    const bob = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authed(ctx.bob),
    });
    expect(bob.statusCode).toBe(200);
  });
});

describe('tokens that no longer work', () => {
  it('an expired token answers 401 AUTH_003 (not TOKEN_EXPIRED: it cannot be refreshed)', async () => {
    const soon = await createToken(ctx.t, ctx.bob, {
      name: 'soon',
      scope: 'read',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await as(soon.token, 'GET', '/api/account')).statusCode).toBe(200);
    await ctx.t.db.pool.query(
      "UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1",
      [soon.id],
    );
    const res = await as(soon.token, 'GET', '/api/account');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_003', message: 'Token expired' });
  });

  it.each([
    ['an unknown token', `wl_${'A'.repeat(43)}`],
    ['a malformed one', 'wl_short'],
    ['a bare prefix', 'wl_'],
  ])('%s answers 401 AUTH_003', async (_what, token) => {
    const res = await as(token, 'GET', '/api/account');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTH_003');
  });

  it('a deactivated user’s token answers 401 AUTH_006', async () => {
    const bobs = await createToken(ctx.t, ctx.bob, { name: 'b', scope: 'read' });
    const off = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${ctx.bob.user.id}/deactivate`,
      headers: authed(ctx.alice),
    });
    expect(off.statusCode).toBe(200);
    expect((await as(bobs.token, 'GET', '/api/account')).json().code).toBe('AUTH_006');
    await ctx.t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${ctx.bob.user.id}/reactivate`,
      headers: authed(ctx.alice),
    });
    expect((await as(bobs.token, 'GET', '/api/account')).statusCode).toBe(200);
    // The deactivation ended bob's sessions.
    ctx.bob = await login(ctx.t, 'bob');
  });
});

describe('one user’s token and another’s data', () => {
  it('never reaches the other user’s rows: 404 DB_004 as for a missing id', async () => {
    const bobs = await createAccount(ctx.t, ctx.bob, { ...ACCOUNT, name: 'Bob only' });
    for (const [method, body] of [['GET'], ['PUT', { name: 'Mine now' }], ['DELETE']] as const) {
      const res = await as(rw.token, method, `/api/account/${bobs.id}`, body);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().code).toBe('DB_004');
    }
    const listed = (await as(rw.token, 'GET', '/api/account')).json() as { name: string }[];
    expect(listed.map((a) => a.name)).not.toContain('Bob only');
    const still = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/account/${bobs.id}`,
      headers: authed(ctx.bob),
    });
    expect(still.json().name).toBe('Bob only');
  });

  it('a session with a token in the CSRF header is still a session (no mixing)', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/account',
      headers: {
        authorization: `Bearer ${ctx.bob.accessToken}`,
        origin: ORIGIN,
        'x-csrf-token': rw.token,
      },
      payload: ACCOUNT,
    });
    expect(res.statusCode).toBe(403);
  });
});
