import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { NO_LIMITS, ORIGIN, refreshWith, register } from '../../test/auth.js';
import type { OidcIdentity, OidcService } from './oidc.service.js';

/** Stands for the provider: the real one is exercised in oidc.service.test.ts. */
function fakeProvider(identity: () => OidcIdentity): OidcService & { seen: unknown[] } {
  const seen: unknown[] = [];
  return {
    seen,
    async beginLogin() {
      return {
        url: 'https://idp.example/authorize?x=1',
        state: 'st-1',
        codeVerifier: 'cv-1',
        nonce: 'n-1',
      };
    },
    async finishLogin(currentUrl, stored) {
      seen.push({ url: currentUrl.href, stored });
      if (stored.state !== currentUrl.searchParams.get('state')) throw new Error('state mismatch');
      return identity();
    },
  };
}

let t: TestApp;
let who: OidcIdentity;
const idp = fakeProvider(() => who);
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS, undefined, { oidc: idp });
});
afterAll(async () => t?.close());

async function signIn(state = 'st-1') {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
  const cookie = start.cookies.find((c) => c.name === 'oidc_state')!;
  return t.app.inject({
    method: 'GET',
    url: `/api/auth/google/callback?code=abc&state=${state}`,
    cookies: { oidc_state: cookie.value },
  });
}

describe('Google (OIDC) sign-in', () => {
  it('GET /google → 302 to the provider, state kept in a signed HttpOnly cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://idp.example/authorize?x=1');
    const c = res.cookies.find((x) => x.name === 'oidc_state')!;
    expect(c).toMatchObject({ httpOnly: true, path: '/api/auth/google', maxAge: 600 });
    expect(c.value).not.toContain('cv-1'); // a JWT: base64url, not the verifier in clear
  });

  it('creates a user (first → ADMIN), sets the refresh cookie, 302 to /auth/callback with no token in the URL', async () => {
    who = {
      subject: 'g-1',
      email: 'gina@gmail.com',
      emailVerified: true,
      givenName: 'Gina',
      familyName: 'G',
    };
    const res = await signIn();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${ORIGIN}/auth/callback`);
    const refresh = res.cookies.find((c) => c.name === 'refresh_token')!.value;
    const csrf = res.cookies.find((c) => c.name === 'csrf_token')!;
    expect(csrf.httpOnly).toBeFalsy();
    const session = await refreshWith(t, refresh, csrf.value);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({
      username: 'gina',
      email: 'gina@gmail.com',
      roles: ['USER', 'ADMIN'],
      emailVerified: true,
    });
    // Next time the same subject finds the same user.
    const again = await signIn();
    expect(again.headers.location).toBe(`${ORIGIN}/auth/callback`);
  });

  it('links an existing user by verified e-mail only', async () => {
    await register(t, 'henry');
    who = { subject: 'g-2', email: 'henry@example.com', emailVerified: false };
    const unverified = await signIn();
    expect(unverified.headers.location).toBe(`${ORIGIN}/auth/callback?error=BUS_002`);
    expect(unverified.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
    who = { subject: 'g-2', email: 'henry@example.com', emailVerified: true };
    const verified = await signIn();
    const refresh = verified.cookies.find((c) => c.name === 'refresh_token')!.value;
    const csrf = verified.cookies.find((c) => c.name === 'csrf_token')!.value;
    expect((await refreshWith(t, refresh, csrf)).json().user).toMatchObject({
      username: 'henry',
      roles: ['USER'],
    });
  });

  it('a missing or tampered state cookie fails without a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=abc&state=st-1',
    });
    expect(res.headers.location).toBe(`${ORIGIN}/auth/callback?error=AUTH_003`);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=abc&state=st-1',
      cookies: { oidc_state: 'eyJhbGciOiJub25lIn0.e30.' },
    });
    expect(bad.headers.location).toBe(`${ORIGIN}/auth/callback?error=AUTH_003`);
    expect((await signIn('other-state')).headers.location).toBe(
      `${ORIGIN}/auth/callback?error=SYS_001`,
    );
  });

  it('404 SYS_002 when OIDC is not configured', async () => {
    const plain = await createTestApp(NO_LIMITS);
    try {
      for (const url of ['/api/auth/google', '/api/auth/google/callback']) {
        const res = await plain.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('SYS_002');
      }
    } finally {
      await plain.close();
    }
  });
});
