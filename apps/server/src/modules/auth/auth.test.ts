import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  authed,
  login,
  NO_LIMITS,
  ORIGIN,
  PASSWORD,
  refreshCookie,
  refreshWith,
  register,
  signUp,
} from '../../test/auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
});
afterAll(async () => t?.close());

const setActive = (username: string, active: boolean) =>
  t.app.db.execute(sql`update users set active = ${active} where username = ${username}`);

describe('register', () => {
  it('first user becomes ADMIN, the second does not; 201 { user, message }', async () => {
    const first = await register(t, 'alice');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      user: {
        id: expect.any(Number),
        username: 'alice',
        email: 'alice@example.com',
        firstName: 'Test',
        lastName: 'User',
        phone: null,
        roles: ['USER', 'ADMIN'],
        emailVerified: false,
        createdAt: expect.any(String),
      },
      message: 'Registration successful. Please check your e-mail to verify your address.',
    });
    expect(first.json().user.id).toBeGreaterThanOrEqual(1);
    const second = await register(t, 'bob');
    expect(second.statusCode).toBe(201);
    expect(second.json().user.roles).toEqual(['USER']);
  });

  it('refuses a roles key in the body', async () => {
    const res = await register(t, 'mallory', { roles: ['ADMIN'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VAL_001',
      errors: { roles: ['Roles is not allowed'] },
    });
  });

  it('duplicates answer 409 BUS_002 naming the field, case-insensitively', async () => {
    const byName = await register(t, 'ALICE', { email: 'other@example.com' });
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toMatchObject({
      code: 'BUS_002',
      errors: { username: ['Username is already taken'] },
    });
    const byEmail = await register(t, 'alice2', { email: 'Alice@Example.com' });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().errors).toEqual({ email: ['Email is already registered'] });
  });

  it('validates with the SPEC messages', async () => {
    const res = await register(t, 'weak', { password: 'abc', confirmPassword: 'abd' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toContain('Password is not strong enough');
    expect(res.json().errors.confirmPassword).toEqual(['Passwords do not match']);
  });

  it('concurrent first registrations on a fresh database make exactly one ADMIN', async () => {
    const fresh = await createTestApp(NO_LIMITS);
    try {
      const answers = await Promise.all(
        ['racer1', 'racer2', 'racer3', 'racer4', 'racer5'].map((u) => register(fresh, u)),
      );
      const admins = answers.filter((r) => r.json().user.roles.includes('ADMIN'));
      expect(answers.every((r) => r.statusCode === 201)).toBe(true);
      expect(admins).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('login', () => {
  it('takes a username, an e-mail in username, or { email }; sets the refresh cookie', async () => {
    for (const payload of [
      { username: 'alice', password: PASSWORD },
      { username: 'ALICE@example.com', password: PASSWORD },
      { email: 'alice@example.com', password: PASSWORD },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      const body = res.json();
      expect(body.accessToken.split('.')).toHaveLength(3);
      expect(body.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toMatchObject({ username: 'alice', roles: ['USER', 'ADMIN'] });
      const c = res.cookies.find((x) => x.name === 'refresh_token')!;
      expect(c).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/auth',
        maxAge: 2592000,
      });
      expect(c.secure).toBeFalsy(); // PUBLIC_URL is http here
    }
  });

  it('unknown user and wrong password: the same 401 AUTH_001', async () => {
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody', password: PASSWORD },
    });
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'alice', password: 'Wrong!pass1' },
    });
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'AUTH_001', message: 'Invalid credentials' });
      expect(refreshCookie(res)).toBeUndefined();
    }
    const failed = t.logs.filter((l) => l.msg === 'Login failed');
    expect(failed.at(-1)).toMatchObject({
      username: 'alice',
      ip: expect.any(String),
      requestId: expect.any(String),
    });
  });

  it('missing fields: the SPEC message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'alice' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: ['Username and password are required'] });
  });

  it('a deactivated user gets 401 AUTH_006 at login and at refresh, and its access token stops working', async () => {
    await register(t, 'carol');
    const s = await login(t, 'carol');
    await setActive('carol', false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'carol', password: PASSWORD },
    });
    expect(res.json()).toMatchObject({ code: 'AUTH_006' });
    expect(res.statusCode).toBe(401);
    const r = await refreshWith(t, s.refreshToken, s.csrfToken);
    expect(r.statusCode).toBe(401);
    expect(r.json().code).toBe('AUTH_006');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authed(s) });
    expect(me.json().code).toBe('AUTH_006');
    await setActive('carol', true);
  });

  it('with REQUIRE_EMAIL_VERIFICATION an unverified user gets 401 AUTH_005', async () => {
    const strict = await createTestApp({ ...NO_LIMITS, REQUIRE_EMAIL_VERIFICATION: 'true' });
    try {
      await register(strict, 'dave');
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'dave', password: PASSWORD },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('AUTH_005');
      await strict.app.db.execute(sql`update users set email_verified_at = now()`);
      await login(strict, 'dave');
    } finally {
      await strict.close();
    }
  });
});

describe('session', () => {
  it('register → login → me → refresh (rotation) → reuse of the old token revokes the family', async () => {
    await register(t, 'erin');
    const s = await login(t, 'erin');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${s.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ username: 'erin', email: 'erin@example.com' });
    expect(me.headers['cache-control']).toBe('no-store');

    const r1 = await refreshWith(t, s.refreshToken, s.csrfToken);
    expect(r1.statusCode).toBe(200);
    const rotated = refreshCookie(r1)!;
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(s.refreshToken);
    expect(r1.json()).toMatchObject({ csrfToken: s.csrfToken, user: { username: 'erin' } });
    const access2 = r1.json().accessToken as string;

    const r2 = await refreshWith(t, rotated, s.csrfToken);
    expect(r2.statusCode).toBe(200);
    const newest = refreshCookie(r2)!;

    const reuse = await refreshWith(t, s.refreshToken, s.csrfToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('AUTH_003');
    // The whole family is gone: the newest refresh token and every access token of it.
    expect((await refreshWith(t, newest, s.csrfToken)).json().code).toBe('AUTH_003');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${access2}` },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('AUTH_003');
    expect(t.logs.some((l) => l.msg === 'Refresh token reuse: session family revoked')).toBe(true);
  });

  it('refresh without the cookie: 401 NO_TOKEN; with an unknown one: 401 AUTH_003', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { origin: ORIGIN },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('NO_TOKEN');
    const unknown = await refreshWith(t, 'x'.repeat(43), 'y');
    expect(unknown.json().code).toBe('AUTH_003');
  });

  it('logout: 204, cookie cleared, session revoked at once', async () => {
    const s = await login(t, 'erin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refresh_token: s.refreshToken },
      headers: authed(s),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = res.cookies.find((c) => c.name === 'refresh_token')!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/api/auth');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authed(s) });
    expect(me.json().code).toBe('AUTH_003');
    expect((await refreshWith(t, s.refreshToken, s.csrfToken)).json().code).toBe('AUTH_003');
  });

  it('logout with only the access token revokes that session too', async () => {
    const s = await login(t, 'erin');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authed(s) });
    expect(res.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authed(s) })).statusCode,
    ).toBe(401);
  });
});

describe('profile and password', () => {
  it('PUT /me updates the profile; a new e-mail is unverified again', async () => {
    const s = await signUp(t, 'frank');
    await t.app.db.execute(
      sql`update users set email_verified_at = now() where username = 'frank'`,
    );
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: authed(s),
      payload: {
        firstName: 'Frank',
        lastName: 'Lee',
        email: 'FRANK@example.com',
        phone: '+33 1 23 45 67 89',
      },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().user).toMatchObject({
      firstName: 'Frank',
      lastName: 'Lee',
      phone: '+33 1 23 45 67 89',
      emailVerified: true,
    });
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: authed(s),
      payload: { firstName: 'Frank', lastName: 'Lee', email: 'frank.lee@example.com', phone: '' },
    });
    expect(moved.json().user).toMatchObject({
      email: 'frank.lee@example.com',
      emailVerified: false,
      phone: null,
    });
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: authed(s),
      payload: { firstName: 'F', lastName: 'L', email: 'alice@example.com' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: ['Email is already registered'] });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: authed(s),
      payload: { firstName: '', lastName: 'L', email: 'nope', phone: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'firstName', 'phone']);
  });

  it('change-password: wrong current → 400 on currentPassword; success revokes the other sessions only', async () => {
    const here = await signUp(t, 'grace');
    const other = await login(t, 'grace');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: authed(here),
      payload: { currentPassword: 'Nope!123abc', newPassword: 'Zq8#vN4!rT6&' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VAL_001',
      errors: { currentPassword: ['Current password is incorrect'] },
    });
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: authed(here),
      payload: { currentPassword: PASSWORD, newPassword: PASSWORD },
    });
    expect(same.json().errors.newPassword).toEqual([
      'New password must be different from current password',
    ]);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: authed(here),
      payload: { currentPassword: PASSWORD, newPassword: 'abc' },
    });
    expect(weak.json().errors.newPassword).toContain('New password is not strong enough');

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: authed(here),
      payload: { currentPassword: PASSWORD, newPassword: 'Zq8#vN4!rT6&' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Your password has been changed.' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authed(here) }))
        .statusCode,
    ).toBe(200);
    expect((await refreshWith(t, here.refreshToken, here.csrfToken)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authed(other) })).json()
        .code,
    ).toBe('AUTH_003');
    expect((await refreshWith(t, other.refreshToken, other.csrfToken)).json().code).toBe(
      'AUTH_003',
    );
    await expect(login(t, 'grace')).rejects.toThrow(/401/);
    await login(t, 'grace', 'Zq8#vN4!rT6&');
  });
});

describe('debug', () => {
  it('admin only, and never a secret', async () => {
    const admin = await login(t, 'alice');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/debug',
      headers: { ...authed(admin), 'x-request-id': 'dbg-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: expect.objectContaining({ username: 'alice' }),
      session: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
      requestId: 'dbg-1',
    });
    for (const secret of [admin.accessToken, admin.csrfToken, admin.refreshToken])
      expect(res.body).not.toContain(secret);
    const user = await login(t, 'bob');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/auth/debug',
      headers: authed(user),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      code: 'AUTH_004',
      message: 'You are not authorized to perform this action.',
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/debug' });
    expect(anonymous.json().code).toBe('NO_TOKEN');
  });
});
