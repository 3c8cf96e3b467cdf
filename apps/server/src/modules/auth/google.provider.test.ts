import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { NO_LIMITS, refreshWith } from '../../test/auth.js';
import {
  browse,
  CLIENT_ID,
  CLIENT_SECRET,
  PUBLIC_URL,
  startProvider,
  USER,
} from '../../test/oidc-provider.js';
import { createOidcService } from './oidc.service.js';

/**
 * Sign-in with a real OpenID provider (oidc-provider on loopback) through the whole app: the
 * browser's part is played by following redirects with a cookie jar.
 */
let provider: Awaited<ReturnType<typeof startProvider>>;
let t: TestApp;
beforeAll(async () => {
  provider = await startProvider();
  const env = {
    ...NO_LIMITS,
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
  };
  const oidc = await createOidcService(loadConfig({ NODE_ENV: 'test', ...env }), {
    allowInsecureRequests: true, // the provider is http:// on loopback
  });
  t = await createTestApp(env, undefined, { oidc: oidc! });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

describe('Google (OIDC) sign-in against a real provider', () => {
  it('creates the user, sets the refresh cookie, and puts no token in any URL', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const state = start.cookies.find((c) => c.name === 'oidc_state')!;

    const callback = await browse(authorize.href);
    const done = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      cookies: { oidc_state: state.value },
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe(`${PUBLIC_URL}/auth/callback`);
    const refresh = done.cookies.find((c) => c.name === 'refresh_token')!;
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    const csrf = done.cookies.find((c) => c.name === 'csrf_token')!;

    const session = await refreshWith(t, refresh.value, csrf.value);
    expect(session.statusCode).toBe(200);
    const { accessToken, user } = session.json();
    expect(user).toMatchObject({
      email: USER.email,
      firstName: USER.given_name,
      lastName: USER.family_name,
      emailVerified: true,
    });
    for (const url of [start.headers.location, callback.href, done.headers.location]) {
      expect(String(url)).not.toContain(accessToken);
      expect(String(url)).not.toContain(refresh.value);
      expect(String(url)).not.toMatch(/[?&#](access_token|id_token|token|refresh_token)=/);
    }
  });
});
