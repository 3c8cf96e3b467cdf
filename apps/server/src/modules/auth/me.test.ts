import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { NO_LIMITS, ORIGIN, signUp } from '../../test/auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/auth/me', () => {
  it("hands a new tab the session's CSRF token, which then works for a change", async () => {
    const s = await signUp(t, 'tabby');
    // A new tab: the access token only (localStorage), no CSRF token (sessionStorage is per tab).
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${s.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.username).toBe('tabby');
    expect(me.json().csrfToken).toBe(s.csrfToken);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: {
        authorization: `Bearer ${s.accessToken}`,
        'x-csrf-token': me.json().csrfToken,
        origin: ORIGIN,
      },
      payload: {
        firstName: 'Tabitha',
        lastName: 'Cat',
        email: 'tabby@example.com',
        phone: '+33 1 23 45 67 89',
      },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().user.firstName).toBe('Tabitha');
  });

  it('answers 401 NO_TOKEN without a bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('NO_TOKEN');
  });
});
