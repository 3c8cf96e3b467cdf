import { describe, expect, it } from 'vitest';
import { login } from '../../test/auth.js';
import { call, events, passwordLogin, turnOn } from '../../test/two-factor.js';
import { withUsers } from '../../test/users.js';

// admin registers first: ADMIN.
const ctx = withUsers('admin', 'erin', 'frank');

describe('the admin’s "require two-step sign-in" switch', () => {
  it('is off by default; only an ADMIN reads or sets it', async () => {
    expect((await call(ctx.t, ctx.admin, 'GET', '/api/admin/security')).json()).toEqual({
      requireTwoFactor: false,
    });
    expect((await call(ctx.t, ctx.erin, 'GET', '/api/admin/security')).statusCode).toBe(403);
    const put = await call(ctx.t, ctx.erin, 'PUT', '/api/admin/security', {
      requireTwoFactor: true,
    });
    expect(put.statusCode).toBe(403);
    const bad = await call(ctx.t, ctx.admin, 'PUT', '/api/admin/security', {
      requireTwoFactor: 'yes',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('on: a user without TOTP signs in with twoFactorSetupRequired, until they enable it', async () => {
    expect((await login(ctx.t, 'erin')).user).toMatchObject({ twoFactorSetupRequired: false });
    const put = await call(ctx.t, ctx.admin, 'PUT', '/api/admin/security', {
      requireTwoFactor: true,
    });
    expect(put.json()).toEqual({ requireTwoFactor: true });
    const erin = await login(ctx.t, 'erin');
    expect(erin.user).toMatchObject({ twoFactorSetupRequired: true });
    const me = await call(ctx.t, erin, 'GET', '/api/auth/me');
    expect(me.json().user.twoFactorSetupRequired).toBe(true);
    expect((await call(ctx.t, erin, 'GET', '/api/auth/2fa')).json().required).toBe(true);
    await turnOn(ctx.t, erin);
    expect(
      (await call(ctx.t, erin, 'GET', '/api/auth/me')).json().user.twoFactorSetupRequired,
    ).toBe(false);
    await call(ctx.t, ctx.admin, 'PUT', '/api/admin/security', { requireTwoFactor: false });
    expect((await login(ctx.t, 'frank')).user.twoFactorSetupRequired).toBeFalsy();
  });
});

describe('the admin’s reset of a user’s second factors', () => {
  it('removes TOTP and recovery codes: the password alone signs in; logged with the actor', async () => {
    const frank = await login(ctx.t, 'frank');
    await turnOn(ctx.t, frank);
    expect((await passwordLogin(ctx.t, 'frank')).json().twoFactorRequired).toBe(true);
    const url = `/api/admin/users/${frank.user.id}/2fa/reset`;
    expect((await call(ctx.t, ctx.erin, 'POST', url)).statusCode).toBe(403);
    const res = await call(ctx.t, ctx.admin, 'POST', url);
    expect(res.statusCode).toBe(204);
    expect((await passwordLogin(ctx.t, 'frank')).json()).toHaveProperty('accessToken');
    expect(
      (await events(ctx.t, frank.user.id)).find((e) => e.event === 'admin_two_factor_reset'),
    ).toMatchObject({ actor_id: ctx.admin.user.id });
    const status = await call(ctx.t, frank, 'GET', '/api/auth/2fa');
    expect(status.json()).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0 });
  });

  it('an unknown user → 404', async () => {
    const res = await call(ctx.t, ctx.admin, 'POST', '/api/admin/users/999999/2fa/reset');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('DB_004');
  });
});
