import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  authed,
  login,
  NO_LIMITS,
  ORIGIN,
  PASSWORD,
  refreshWith,
  signUp,
  type Signed,
} from '../../test/auth.js';

let t: TestApp;
let alice: Signed;
let bob: Signed;
const secret = () => new TextEncoder().encode(t.config.JWT_SECRET!);
const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });
const profile = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/me',
    headers,
    payload: { firstName: 'Alice', lastName: 'A', email: 'alice@example.com' },
  });

beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  alice = await signUp(t, 'alice');
  bob = await signUp(t, 'bob');
});
afterAll(async () => t?.close());

function sign(
  claims: Record<string, unknown>,
  opts: { key?: Uint8Array; exp?: number | string; nbf?: string } = {},
) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setSubject(String(alice.user.id));
  jwt.setExpirationTime(opts.exp ?? '15m');
  if (opts.nbf) jwt.setNotBefore(opts.nbf);
  return jwt.sign(opts.key ?? secret());
}
const sidOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

describe('access token', () => {
  it('absent → 401 NO_TOKEN', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'NO_TOKEN' });
  });

  it('a well-formed token of ours passes', async () => {
    const token = await sign({ sid: sidOf(alice.accessToken), typ: 'access' });
    expect((await me(token)).statusCode).toBe(200);
  });

  it('alg none, wrong key, not yet valid, another typ, garbage, the refresh token → 401 AUTH_003', async () => {
    const sid = sidOf(alice.accessToken);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: String(alice.user.id),
        sid,
        typ: 'access',
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    ).toString('base64url');
    const forged = [
      `${header}.${payload}.`,
      await sign(
        { sid, typ: 'access' },
        { key: new TextEncoder().encode('another-secret-of-at-least-32-bytes!!') },
      ),
      await sign({ sid, typ: 'access' }, { nbf: '10m' }),
      await sign({ sid, typ: 'refresh' }),
      await sign({ sid, typ: 'oidc-state' }),
      await sign({ sid: 'not-a-uuid', typ: 'access' }),
      'not.a.jwt',
      alice.refreshToken,
    ];
    for (const token of forged) {
      const res = await me(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json().code, token).toBe('AUTH_003');
    }
  });

  it('expired → 401 TOKEN_EXPIRED', async () => {
    const token = await sign(
      { sid: sidOf(alice.accessToken), typ: 'access' },
      { exp: Math.floor(Date.now() / 1000) - 5 },
    );
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED', message: 'Token expired' });
  });

  it("another user's session id in a token signed for me → AUTH_003", async () => {
    const token = await sign({ sid: sidOf(bob.accessToken), typ: 'access' });
    expect((await me(token)).json().code).toBe('AUTH_003');
  });
});

describe('CSRF', () => {
  it('a state-changing call with the right token and Origin passes', async () => {
    expect((await profile(authed(alice))).statusCode).toBe(200);
    // Referer in place of Origin, and the request's own Host in place of PUBLIC_URL, also pass.
    const { origin: _, ...noOrigin } = authed(alice);
    expect((await profile({ ...noOrigin, referer: `${ORIGIN}/settings` })).statusCode).toBe(200);
    expect(
      (
        await profile({
          ...noOrigin,
          host: 'wealth.example:8080',
          origin: 'https://wealth.example:8080',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('missing, wrong or another session token, missing or foreign Origin → 403 AUTH_004', async () => {
    const { 'x-csrf-token': _, ...noToken } = authed(alice);
    const { origin: __, ...noOrigin } = authed(alice);
    const cases: Record<string, Record<string, string>> = {
      'token missing': noToken,
      'token wrong': { ...authed(alice), 'x-csrf-token': 'A'.repeat(43) },
      "another session's token": { ...authed(alice), 'x-csrf-token': bob.csrfToken },
      'origin missing': noOrigin,
      'foreign origin': { ...authed(alice), origin: 'https://evil.example' },
      'foreign referer': { ...noOrigin, referer: 'https://evil.example/page' },
    };
    for (const [name, headers] of Object.entries(cases)) {
      const res = await profile(headers);
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toMatchObject({
        code: 'AUTH_004',
        message: 'You are not authorized to perform this action.',
      });
    }
    // A foreign Origin is refused before authentication; a bad token after, so the user is known.
    const line = t.logs
      .filter((l) => l.msg === 'CSRF check failed' && l.reason === 'token mismatch')
      .at(-1);
    expect(line).toMatchObject({
      userId: alice.user.id,
      ip: expect.any(String),
      requestId: expect.any(String),
    });
  });

  it('refresh and logout need the token and the Origin', async () => {
    const s = await login(t, 'alice');
    expect((await refreshWith(t, s.refreshToken, '')).statusCode).toBe(403);
    expect((await refreshWith(t, s.refreshToken, bob.csrfToken)).statusCode).toBe(403);
    expect(
      (await refreshWith(t, s.refreshToken, s.csrfToken, { origin: 'https://evil.example' }))
        .statusCode,
    ).toBe(403);
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: s.refreshToken },
      headers: { 'x-csrf-token': s.csrfToken },
    });
    expect(noOrigin.statusCode).toBe(403);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refresh_token: s.refreshToken },
      headers: { origin: ORIGIN },
    });
    expect(logout.statusCode).toBe(403);
    // None of the refused calls touched the session.
    expect((await refreshWith(t, s.refreshToken, s.csrfToken)).statusCode).toBe(200);
  });

  it('register and login check the Origin only when one is sent', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { username: 'alice', password: PASSWORD },
    });
    expect(foreign.statusCode).toBe(403);
    const ours = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN },
      payload: { username: 'alice', password: PASSWORD },
    });
    expect(ours.statusCode).toBe(200);
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://evil.example' },
      payload: { username: 'eve' },
    });
    expect(reg.statusCode).toBe(403);
  });

  it('GET needs no CSRF token', async () => {
    expect((await me(alice.accessToken)).statusCode).toBe(200);
  });
});

describe('logs', () => {
  it('never hold a password, token, cookie or CSRF value', async () => {
    const s = await login(t, 'alice');
    await refreshWith(t, s.refreshToken, s.csrfToken);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'alice', password: 'Wrong!pass1' },
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { ...authed(s), cookie: `refresh_token=${s.refreshToken}` },
    });
    const all = t.rawLogs.join('\n');
    for (const secret of [
      PASSWORD,
      'Wrong!pass1',
      s.accessToken,
      s.refreshToken,
      s.csrfToken,
      alice.accessToken,
      alice.csrfToken,
      alice.refreshToken,
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toContain(t.config.JWT_SECRET!);
  });
});
