import { BACKUP_MESSAGES } from '@wealthlog/core';
import { describe, expect, it, vi } from 'vitest';
import { authed, login, PASSWORD, refreshWith, type Signed, signUp } from '../../test/auth.js';
import { call } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/** DELETE /api/auth/me (API.md "Your data"): what it asks for, what it refuses, what it ends. */
const ctx = withUsers('root', 'ann');

const deleteMe = (s: Signed, body: Record<string, unknown>, headers = authed(s)) =>
  ctx.t.app.inject({ method: 'DELETE', url: '/api/auth/me', headers, payload: body });
const exists = async (id: number) =>
  (await ctx.t.app.pool.query('SELECT 1 FROM users WHERE id = $1', [id])).rowCount === 1;

describe('DELETE /api/auth/me refuses', () => {
  it('a wrong password: 401 AUTH_001, and nothing is deleted', async () => {
    const res = await deleteMe(ctx.ann, { password: 'not-my-password', confirm: 'ann' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_001' });
    expect(await exists(ctx.ann.user.id)).toBe(true);
  });

  it('a confirmation that is not the username exactly: 400 VAL_001 confirmMismatch', async () => {
    for (const confirm of ['Ann', 'root', 'ann!']) {
      const res = await deleteMe(ctx.ann, { password: PASSWORD, confirm });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VAL_001',
        reason: 'confirmMismatch',
        errors: { confirm: [BACKUP_MESSAGES.confirmMismatch] },
      });
    }
    expect(await exists(ctx.ann.user.id)).toBe(true);
  });

  it('a request without the CSRF token (403), a body without the password (400)', async () => {
    const { 'x-csrf-token': _, ...noCsrf } = authed(ctx.ann);
    expect(
      (await deleteMe(ctx.ann, { password: PASSWORD, confirm: 'ann' }, noCsrf)).statusCode,
    ).toBe(403);
    const res = await deleteMe(ctx.ann, { confirm: 'ann' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('password');
    expect(await exists(ctx.ann.user.id)).toBe(true);
  });

  it('the last active admin: 422 BUS_004 lastAdminDelete, until another user is ADMIN', async () => {
    const res = await deleteMe(ctx.root, { password: PASSWORD, confirm: 'root' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'BUS_004', reason: 'lastAdminDelete' });
    expect(await exists(ctx.root.user.id)).toBe(true);

    const heir = await signUp(ctx.t, 'heir');
    const roles = await call(ctx.t, ctx.root, 'GET', '/api/admin/roles');
    const admin = (roles.json() as { id: number; name: string }[]).find((r) => r.name === 'ADMIN')!;
    const add = await call(ctx.t, ctx.root, 'POST', `/api/admin/users/${heir.user.id}/addRole`, {
      roleId: admin.id,
    });
    expect(add.statusCode).toBe(200);
    expect((await deleteMe(ctx.root, { password: PASSWORD, confirm: 'root' })).statusCode).toBe(
      204,
    );
    expect(await exists(ctx.root.user.id)).toBe(false);
  });
});

describe('DELETE /api/auth/me', () => {
  it('204: the user is gone, the cookie cleared, every session dead, the cached figures dropped', async () => {
    const { t, ann } = ctx;
    const other = await login(t, 'ann'); // a second session, on another device
    expect((await call(t, ann, 'GET', '/api/dashboard/networth/summary')).statusCode).toBe(200);
    const invalidate = vi.spyOn(t.app.dashboardCache, 'invalidate');

    const res = await deleteMe(ann, { password: PASSWORD, confirm: 'ann' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = res.cookies.find((c) => c.name === 'refresh_token')!;
    expect([cleared.value, cleared.path]).toEqual(['', '/api/auth']);
    expect(invalidate).toHaveBeenCalledWith(ann.user.id, 'all');
    invalidate.mockRestore();

    expect(await exists(ann.user.id)).toBe(false);
    for (const s of [ann, other]) {
      expect((await call(t, s, 'GET', '/api/auth/me')).statusCode).toBe(401);
      expect((await refreshWith(t, s.refreshToken, s.csrfToken)).statusCode).toBe(401);
    }
    await expect(login(t, 'ann')).rejects.toThrow(/login ann: 401/);
    const entry = t.logs.find((l) => l.event === 'user_deleted' && l.userId === ann.user.id);
    expect(entry).toMatchObject({ actorId: ann.user.id });
    // The name is free again: someone new may take it (and starts with nothing).
    const again = await signUp(t, 'ann');
    expect((await call(t, again, 'GET', '/api/account')).json()).toEqual([]);
  });

  it('a user who signed up with Google has no password: the username typed is the confirmation', async () => {
    const { t } = ctx;
    const gina = await signUp(t, 'gina');
    // What a Google sign-up stores (oidc-login.ts): a subject and no password hash.
    await t.app.pool.query(
      "UPDATE users SET password_hash = NULL, oidc_subject = 'google-gina' WHERE id = $1",
      [gina.user.id],
    );
    const wrong = await deleteMe(gina, { password: '-', confirm: 'Gina' });
    expect(wrong.json()).toMatchObject({ code: 'VAL_001', reason: 'confirmMismatch' });
    const res = await deleteMe(gina, { password: '-', confirm: 'gina' });
    expect(res.statusCode).toBe(204);
    expect(await exists(gina.user.id)).toBe(false);
  });
});
