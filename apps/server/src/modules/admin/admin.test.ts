import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authed, login, NO_LIMITS, PASSWORD, type Signed, signUp } from '../../test/auth.js';

let t: TestApp;
let root: Signed; // the first user: ADMIN
let user: Signed;
let spare: Signed; // a harmless target for deactivate / reactivate
let roleIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  root = await signUp(t, 'root');
  user = await signUp(t, 'plain');
  spare = await signUp(t, 'spare');
  const roles = await call('GET', '/api/admin/roles', root);
  roleIds = Object.fromEntries(
    roles.json().map((r: { id: number; name: string }) => [r.name, r.id]),
  );
});
afterAll(async () => t?.close());

function call(method: 'GET' | 'POST', url: string, s?: Signed, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: s ? authed(s) : {},
    ...(payload ? { payload } : {}),
  });
}

describe('authorisation matrix', () => {
  // Each route with a harmless target (the USER role; the spare user).
  const routes = (): [string, 'GET' | 'POST', string, object?][] => [
    ['roles', 'GET', '/api/admin/roles'],
    ['users', 'GET', '/api/admin/users'],
    ['addRole', 'POST', `/api/admin/users/${user.user.id}/addRole`, { roleId: roleIds.USER! }],
    ['removeRole', 'POST', `/api/admin/users/${user.user.id}/removeRole`, { roleId: 999 }],
    ['deactivate', 'POST', `/api/admin/users/${spare.user.id}/deactivate`],
    ['reactivate', 'POST', `/api/admin/users/${spare.user.id}/reactivate`],
    ['health', 'GET', '/api/admin/health'],
  ];

  it('anonymous → 401 NO_TOKEN on every admin route', async () => {
    for (const [, method, url, body] of routes()) {
      const res = await call(method, url, undefined, body);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 'NO_TOKEN']);
    }
  });

  it('a user without ADMIN → 403 AUTH_004 on every admin route', async () => {
    for (const [, method, url, body] of routes()) {
      const res = await call(method, url, user, body);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'AUTH_004']);
    }
  });

  it('an admin → 2xx on every admin route', async () => {
    for (const [name, method, url, body] of routes()) {
      if (name === 'removeRole') continue; // role 999 does not exist: covered below
      const res = await call(method, url, root, body);
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
  });
});

describe('GET /api/admin/roles and /users', () => {
  it('lists roles', async () => {
    const res = await call('GET', '/api/admin/roles', root);
    expect(res.json()).toEqual([
      { id: roleIds.USER, name: 'USER', description: expect.any(String) },
      { id: roleIds.ADMIN, name: 'ADMIN', description: expect.any(String) },
    ]);
  });

  it('pages and searches in SQL, with the admin table fields', async () => {
    await signUp(t, 'zed_one');
    await signUp(t, 'zed_two');
    const page = await call('GET', '/api/admin/users?q=ZED&page=1&pageSize=1', root);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.json().items).toHaveLength(1);
    expect(page.json().items[0]).toEqual({
      id: expect.any(Number),
      username: 'zed_one',
      email: 'zed_one@example.com',
      firstName: 'Test',
      lastName: 'User',
      phone: null,
      roles: ['USER'],
      emailVerified: false,
      createdAt: expect.any(String),
      active: true,
      lastLoginAt: expect.any(String),
    });
    const second = await call('GET', '/api/admin/users?q=zed&page=2&pageSize=1', root);
    expect(second.json().items[0].username).toBe('zed_two');
    expect((await call('GET', '/api/admin/users?q=example.com', root)).json().total).toBe(5);
    // % is a literal, not a wildcard.
    expect((await call('GET', '/api/admin/users?q=%25', root)).json().total).toBe(0);
    expect((await call('GET', '/api/admin/users?pageSize=501', root)).statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('addRole / removeRole answer { user }', async () => {
    const add = await call('POST', `/api/admin/users/${user.user.id}/addRole`, root, {
      roleId: roleIds.ADMIN!,
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().user).toMatchObject({ id: user.user.id, roles: ['USER', 'ADMIN'] });
    const remove = await call('POST', `/api/admin/users/${user.user.id}/removeRole`, root, {
      roleId: roleIds.ADMIN!,
    });
    expect(remove.json().user.roles).toEqual(['USER']);
  });

  it('unknown user or role → 404 DB_004', async () => {
    expect(
      (await call('POST', '/api/admin/users/99999/addRole', root, { roleId: roleIds.USER! }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/admin/users/${user.user.id}/addRole`, root, { roleId: 999 }))
        .statusCode,
    ).toBe(404);
    const bad = await call('POST', `/api/admin/users/${user.user.id}/addRole`, root, {
      roleId: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('the last admin keeps ADMIN: 422 BUS_004', async () => {
    const res = await call('POST', `/api/admin/users/${root.user.id}/removeRole`, root, {
      roleId: roleIds.ADMIN!,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'BUS_004',
      message: 'The ADMIN role cannot be removed from the last active admin',
    });
    // With a second admin, the first may step down.
    await call('POST', `/api/admin/users/${user.user.id}/addRole`, root, {
      roleId: roleIds.ADMIN!,
    });
    const ok = await call('POST', `/api/admin/users/${root.user.id}/removeRole`, root, {
      roleId: roleIds.ADMIN!,
    });
    expect(ok.statusCode).toBe(200);
    // root is no admin any more, on its very next request.
    expect((await call('GET', '/api/admin/roles', root)).statusCode).toBe(403);
    // Restore: the new admin gives it back.
    const fresh = await login(t, 'plain');
    await call('POST', `/api/admin/users/${root.user.id}/addRole`, fresh, {
      roleId: roleIds.ADMIN!,
    });
    await call('POST', `/api/admin/users/${user.user.id}/removeRole`, root, {
      roleId: roleIds.ADMIN!,
    });
    user = fresh;
  });
});

describe('deactivate / reactivate', () => {
  it('deactivation ends the sessions at once; login answers AUTH_006; reactivate restores', async () => {
    const victim = await signUp(t, 'victim');
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${victim.accessToken}` },
      });
    expect((await me()).statusCode).toBe(200);
    const off = await call('POST', `/api/admin/users/${victim.user.id}/deactivate`, root);
    expect(off.statusCode).toBe(200);
    expect(off.json().user).toMatchObject({ id: victim.user.id, active: false });
    expect((await me()).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'victim', password: PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('AUTH_006');

    const on = await call('POST', `/api/admin/users/${victim.user.id}/reactivate`, root);
    expect(on.json().user.active).toBe(true);
    expect((await login(t, 'victim')).accessToken).toEqual(expect.any(String));
  });

  it('an admin cannot deactivate themself; unknown user → 404', async () => {
    const res = await call('POST', `/api/admin/users/${root.user.id}/deactivate`, root);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'BUS_004',
      message: 'You cannot deactivate your own account',
    });
    expect((await call('POST', '/api/admin/users/99999/deactivate', root)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/health', () => {
  it('answers the HealthResult with error messages', async () => {
    t.app.health.register('broken', () => {
      throw new Error('disk on fire');
    });
    const res = await call('GET', '/api/admin/health', root);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      healthy: false,
      checks: {
        database: { healthy: true },
        broken: { healthy: false, error: 'disk on fire' },
      },
    });
    const pub = await t.app.inject({ url: '/api/health' });
    expect(JSON.stringify(pub.json())).not.toContain('disk on fire');
  });
});
