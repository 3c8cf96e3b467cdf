import { desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  authed,
  login,
  mailCount,
  mailedLink,
  NO_LIMITS,
  ORIGIN,
  PASSWORD,
  type Signed,
} from '../../test/auth.js';
import { multipartBody } from '../../test/multipart.js';
import { withUsers } from '../../test/users.js';

/** Each action writes its own event to the activity log, with the actor and detail it names. */
const ctx = withUsers('root', 'alice', 'bob', 'carol');
const NEW_PASSWORD = 'Zq8@wN3!rT5&vB';
const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/121.0';

/** The user's rows, newest first (null: the rows naming no user). */
const rowsOf = (t: TestApp, userId: number | null) =>
  t.app.db
    .select()
    .from(activityLog)
    .where(userId === null ? isNull(activityLog.userId) : eq(activityLog.userId, userId))
    .orderBy(desc(activityLog.id));
const newest = async (t: TestApp, userId: number | null) => (await rowsOf(t, userId))[0];

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Signed,
  payload?: object,
) =>
  ctx.t.app.inject({
    method,
    url,
    headers: { ...authed(who), 'user-agent': UA },
    ...(payload ? { payload } : {}),
  });

const loginAs = (identifier: string, password: string) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': UA },
    payload: { username: identifier, password },
  });

describe('sign-in', () => {
  it('a password sign-in → sign_in { method: password } with the request origin', async () => {
    expect((await loginAs('alice', PASSWORD)).statusCode).toBe(200);
    expect(await newest(ctx.t, ctx.alice.user.id)).toMatchObject({
      event: 'sign_in',
      detail: { method: 'password' },
      ip: '127.0.0.1',
      userAgent: UA,
      actorId: null,
      mailPending: false,
    });
  });

  it('a wrong password → sign_in_failed on that user, with no detail', async () => {
    expect((await loginAs('alice', 'Wrong-password-1!')).statusCode).toBe(401);
    expect(await newest(ctx.t, ctx.alice.user.id)).toMatchObject({
      event: 'sign_in_failed',
      detail: {},
      userAgent: UA,
    });
  });

  it('an unknown name → sign_in_failed on no user, the name tried kept cut short', async () => {
    const tried = `nobody-${'x'.repeat(200)}`;
    expect((await loginAs(tried, PASSWORD)).statusCode).toBe(401);
    const row = await newest(ctx.t, null);
    expect(row).toMatchObject({
      event: 'sign_in_failed',
      detail: { identifier: tried.slice(0, 64) },
    });
  });
});

describe('the account', () => {
  it('signing out → sign_out', async () => {
    const s = await login(ctx.t, 'bob');
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refresh_token: s.refreshToken },
      headers: { 'x-csrf-token': s.csrfToken, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(204);
    expect(await newest(ctx.t, ctx.bob.user.id)).toMatchObject({ event: 'sign_out' });
  });

  it('changing the password → password_changed, owing an e-mail', async () => {
    const s = await login(ctx.t, 'bob');
    const res = await call('POST', '/api/auth/change-password', s, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await newest(ctx.t, ctx.bob.user.id);
    expect(row).toMatchObject({ event: 'password_changed', userAgent: UA });
  });

  it('a wrong current password records nothing', async () => {
    const s = await login(ctx.t, 'bob', NEW_PASSWORD);
    const before = (await rowsOf(ctx.t, ctx.bob.user.id)).length;
    const res = await call('POST', '/api/auth/change-password', s, {
      currentPassword: 'Not-the-password-9!',
      newPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(await rowsOf(ctx.t, ctx.bob.user.id)).toHaveLength(before);
  });

  it('resetting the password with the e-mailed link → password_reset', async () => {
    const mailed = mailCount(ctx.t, 'carol@example.com');
    await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'carol@example.com' },
    });
    const link = await mailedLink(ctx.t, 'carol@example.com', mailed);
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { 'user-agent': UA },
      payload: { token: link.searchParams.get('token'), password: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await newest(ctx.t, ctx.carol.user.id)).toMatchObject({
      event: 'password_reset',
      userAgent: UA,
    });
  });

  it('a new e-mail address → email_changed; the same address again records nothing', async () => {
    const profile = { firstName: 'Alice', lastName: 'A', email: 'alice.new@example.com' };
    expect((await call('PUT', '/api/auth/me', ctx.alice, profile)).statusCode).toBe(200);
    expect(await newest(ctx.t, ctx.alice.user.id)).toMatchObject({ event: 'email_changed' });
    const count = (await rowsOf(ctx.t, ctx.alice.user.id)).length;
    expect((await call('PUT', '/api/auth/me', ctx.alice, profile)).statusCode).toBe(200);
    expect(await rowsOf(ctx.t, ctx.alice.user.id)).toHaveLength(count);
  });
});

describe('backup', () => {
  it('downloading → backup_downloaded; restoring → backup_restored (a dry run records nothing)', async () => {
    const download = await call('GET', '/api/backup', ctx.alice);
    expect(download.statusCode).toBe(200);
    expect(await newest(ctx.t, ctx.alice.user.id)).toMatchObject({ event: 'backup_downloaded' });

    const restore = (query: string) => {
      const body = multipartBody({
        fileName: 'b.zip',
        contentType: 'application/zip',
        data: download.rawPayload,
      });
      return ctx.t.app.inject({
        method: 'POST',
        url: `/api/backup/restore${query}`,
        headers: { ...authed(ctx.alice), ...body.headers },
        payload: body.payload,
      });
    };
    expect((await restore('?dryRun=true')).statusCode).toBe(200);
    expect(await newest(ctx.t, ctx.alice.user.id)).toMatchObject({ event: 'backup_downloaded' });
    const res = await restore('?replace=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(await newest(ctx.t, ctx.alice.user.id)).toMatchObject({
      event: 'backup_restored',
      detail: { replace: true },
    });
  });
});

describe('admin actions on a user', () => {
  it('deactivating and reactivating → admin_user_changed { active } by the admin', async () => {
    const carol = ctx.carol.user.id;
    expect((await call('POST', `/api/admin/users/${carol}/deactivate`, ctx.root)).statusCode).toBe(
      200,
    );
    expect(await newest(ctx.t, carol)).toMatchObject({
      event: 'admin_user_changed',
      actorId: ctx.root.user.id,
      detail: { active: false },
      userAgent: UA,
    });
    expect((await call('POST', `/api/admin/users/${carol}/reactivate`, ctx.root)).statusCode).toBe(
      200,
    );
    expect(await newest(ctx.t, carol)).toMatchObject({ detail: { active: true } });
  });

  it('removing a role → admin_user_changed { role, action }; a refused change records nothing', async () => {
    const roles = (await call('GET', '/api/admin/roles', ctx.root)).json() as {
      id: number;
      name: string;
    }[];
    const user = roles.find((r) => r.name === 'USER')!;
    const admin = roles.find((r) => r.name === 'ADMIN')!;
    const carol = ctx.carol.user.id;
    const res = await call('POST', `/api/admin/users/${carol}/removeRole`, ctx.root, {
      roleId: user.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await newest(ctx.t, carol)).toMatchObject({
      event: 'admin_user_changed',
      actorId: ctx.root.user.id,
      detail: { role: 'USER', action: 'removed' },
    });
    // The last admin cannot lose ADMIN: refused, so nothing happened and nothing is logged.
    const before = (await rowsOf(ctx.t, ctx.root.user.id)).length;
    const root = ctx.root.user.id;
    const refused = await call('POST', `/api/admin/users/${root}/removeRole`, ctx.root, {
      roleId: admin.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(await rowsOf(ctx.t, root)).toHaveLength(before);
  });

  it('deleting a user → admin_user_deleted, naming them in the detail (their own rows are gone)', async () => {
    const carol = ctx.carol.user.id;
    const res = await call('DELETE', `/api/admin/users/${carol}`, ctx.root, {
      password: PASSWORD,
      confirm: 'carol',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await rowsOf(ctx.t, carol)).toHaveLength(0);
    expect(await newest(ctx.t, null)).toMatchObject({
      event: 'admin_user_deleted',
      actorId: ctx.root.user.id,
      detail: { userId: carol, username: 'carol' },
    });
  });
});

describe('Google (OIDC) sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(NO_LIMITS, undefined, {
      oidc: {
        async beginLogin() {
          return { url: 'https://idp.example/a', state: 'st', codeVerifier: 'cv', nonce: 'n' };
        },
        async finishLogin() {
          return {
            subject: 'g-1',
            email: 'gina@gmail.com',
            emailVerified: true,
            givenName: 'Gina',
          };
        },
      },
    });
  });
  afterAll(async () => t?.close());

  it('a sign-in through the provider → sign_in { method: oidc }', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    const cookie = start.cookies.find((c) => c.name === 'oidc_state')!;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=abc&state=st',
      cookies: { oidc_state: cookie.value },
      headers: { 'user-agent': UA },
    });
    expect(res.headers.location).toBe(`${ORIGIN}/auth/callback`);
    const [row] = await t.app.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(row).toMatchObject({ event: 'sign_in', detail: { method: 'oidc' }, userAgent: UA });
  });
});
