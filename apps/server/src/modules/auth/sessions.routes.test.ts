import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authed, login, NO_LIMITS, refreshWith, type Signed, signUp } from '../../test/auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
});
afterAll(async () => t?.close());

const bearer = (s: Signed) => ({ authorization: `Bearer ${s.accessToken}` });
const list = (s: Signed) =>
  t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(s) });

describe('GET /api/auth/sessions', () => {
  it('lists one entry per live family, the caller marked current', async () => {
    const first = await signUp(t, 'sam');
    const second = await login(t, 'sam');
    // A refresh adds a row to the first family: still one entry, with the latest row's data.
    const refreshed = await refreshWith(t, first.refreshToken, first.csrfToken, {
      'user-agent': 'Phone/2.0',
    });
    expect(refreshed.statusCode).toBe(200);
    const res = await list(second);
    expect(res.statusCode).toBe(200);
    const items = res.json() as { id: string; userAgent: string; current: boolean }[];
    expect(items).toHaveLength(2);
    expect(items.filter((i) => i.current)).toHaveLength(1);
    for (const item of items) {
      expect(item).toEqual({
        id: expect.any(String),
        userAgent: expect.anything(),
        ip: expect.any(String),
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        current: expect.any(Boolean),
      });
    }
    expect(items.find((i) => !i.current)!.userAgent).toBe('Phone/2.0');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sessions' });
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/sessions/{id}', () => {
  it('revokes that family: its access token stops working', async () => {
    const a = await signUp(t, 'dana');
    const b = await login(t, 'dana');
    const other = (await list(a)).json().find((i: { current: boolean }) => !i.current);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${other.id}`,
      headers: authed(a),
    });
    expect(res.statusCode).toBe(204);
    expect((await list(b)).statusCode).toBe(401);
    expect((await list(a)).json()).toHaveLength(1);
  });

  it("answers 404 DB_004 for another user's, an unknown or a malformed id, identically", async () => {
    const eve = await signUp(t, 'eve');
    const frank = await signUp(t, 'frank');
    const franks = (await list(frank)).json()[0].id as string;
    const bodies = [];
    for (const id of [franks, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${id}`,
        headers: authed(eve),
      });
      expect(res.statusCode).toBe(404);
      const { requestId: _, ...body } = res.json();
      bodies.push(body);
    }
    expect(bodies[0]).toEqual({ code: 'DB_004', message: 'Resource not found' });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect((await list(frank)).statusCode).toBe(200);
  });

  it('needs the CSRF token', async () => {
    const g = await signUp(t, 'gina');
    const id = (await list(g)).json()[0].id as string;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${id}`,
      headers: bearer(g),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/auth/sessions/revoke-others', () => {
  it('revokes every family but the current one', async () => {
    const keep = await signUp(t, 'hugo');
    const x = await login(t, 'hugo');
    const y = await login(t, 'hugo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/revoke-others',
      headers: authed(keep),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect((await list(x)).statusCode).toBe(401);
    expect((await list(y)).statusCode).toBe(401);
    const left = (await list(keep)).json();
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });
});
