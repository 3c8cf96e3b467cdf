import { describe, expect, it, vi } from 'vitest';
import { authed, login, PASSWORD, type Signed } from '../../test/auth.js';
import { call } from '../../test/ledger.js';
import { multipartBody } from '../../test/multipart.js';
import * as sample from '../../test/sample-files.js';
import { withUsers } from '../../test/users.js';
import { storedBytes } from '../../test/upload-bytes.js';

/**
 * DELETE /api/admin/users/{id} (API.md "Your data"): the admin's own password and the user's name
 * typed; the removal itself is the one DELETE /api/auth/me runs (its tests cover every table).
 */
const ctx = withUsers('root', 'plain', 'target');

const remove = (s: Signed | null, id: number, body: Record<string, unknown>) =>
  ctx.t.app.inject({
    method: 'DELETE',
    url: `/api/admin/users/${id}`,
    headers: s ? authed(s) : {},
    payload: body,
  });
const exists = async (id: number) =>
  (await ctx.t.app.pool.query('SELECT 1 FROM users WHERE id = $1', [id])).rowCount === 1;

describe('DELETE /api/admin/users/{id} refuses', () => {
  it('anyone but an admin: 401 NO_TOKEN signed out, 403 AUTH_004 for a user', async () => {
    const body = { password: PASSWORD, confirm: 'target' };
    expect((await remove(null, ctx.target.user.id, body)).json().code).toBe('NO_TOKEN');
    const res = await remove(ctx.plain, ctx.target.user.id, body);
    expect([res.statusCode, res.json().code]).toEqual([403, 'AUTH_004']);
    expect(await exists(ctx.target.user.id)).toBe(true);
  });

  it('the admin themself: 422 BUS_004 selfDelete (their own goes through their profile)', async () => {
    const res = await remove(ctx.root, ctx.root.user.id, { password: PASSWORD, confirm: 'root' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'BUS_004', reason: 'selfDelete' });
    expect(await exists(ctx.root.user.id)).toBe(true);
  });

  it('a missing user: 404 DB_004', async () => {
    const res = await remove(ctx.root, 2_000_000_000, { password: PASSWORD, confirm: 'nobody' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'DB_004']);
  });

  it('a wrong admin password (401 AUTH_001) or another name typed (400 confirmMismatch)', async () => {
    const id = ctx.target.user.id;
    const wrong = await remove(ctx.root, id, { password: 'guess', confirm: 'target' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'AUTH_001']);
    // The admin's own name is not the confirmation: it is the user's.
    const typo = await remove(ctx.root, id, { password: PASSWORD, confirm: 'root' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toMatchObject({ code: 'VAL_001', reason: 'confirmMismatch' });
    expect(await exists(id)).toBe(true);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('204: the user, their files and sessions are gone; the admin stays signed in', async () => {
    const { t, root, target } = ctx;
    const { payload, headers } = multipartBody({
      fileName: 'me.png',
      contentType: 'image/png',
      data: sample.png(),
    });
    const avatar = await t.app.inject({
      method: 'POST',
      url: '/api/upload/avatars',
      headers: { ...authed(target), ...headers },
      payload,
    });
    expect(avatar.statusCode).toBe(201);
    const file = avatar.json().id as string;
    expect(await storedBytes(t.app.pool, file)).toEqual(sample.png());
    const invalidate = vi.spyOn(t.app.dashboardCache, 'invalidate');

    const res = await remove(root, target.user.id, { password: PASSWORD, confirm: 'target' });
    expect(res.statusCode).toBe(204);
    // The target's cached figures go; the admin's session and cookie are not touched.
    expect(invalidate).toHaveBeenCalledWith(target.user.id, 'all');
    invalidate.mockRestore();
    expect(res.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
    expect(await exists(target.user.id)).toBe(false);
    expect(await storedBytes(t.app.pool, file)).toBeNull();
    expect((await call(t, target, 'GET', '/api/auth/me')).statusCode).toBe(401);
    await expect(login(t, 'target')).rejects.toThrow(/login target: 401/);
    expect((await call(t, root, 'GET', '/api/admin/users')).statusCode).toBe(200);
    const entry = t.logs.find((l) => l.event === 'user_deleted' && l.userId === target.user.id);
    expect(entry).toMatchObject({ actorId: root.user.id });
    // Now it is a missing user like any other.
    const again = await remove(root, target.user.id, { password: PASSWORD, confirm: 'target' });
    expect(again.statusCode).toBe(404);
  });
});
