import { AppError } from '@wealthlog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import {
  browse,
  CALLBACK,
  CLIENT_ID,
  CLIENT_SECRET,
  PUBLIC_URL,
  startProvider,
} from '../../test/oidc-provider.js';
import { createOidcService, type OidcService } from './oidc.service.js';

function configFor(issuer: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    ...env,
  });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('OidcService against a real provider', () => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let oidc: OidcService;

  beforeAll(async () => {
    provider = await startProvider();
    const service = await createOidcService(configFor(provider.issuer), {
      allowInsecureRequests: true,
    });
    oidc = service!;
  });
  afterAll(() => provider.close());

  it('is null when OIDC is not configured', async () => {
    expect(await createOidcService(loadConfig({ NODE_ENV: 'test' }))).toBeNull();
  });

  it('builds an authorization URL with PKCE S256, state, nonce and the callback', async () => {
    const start = await oidc.beginLogin();
    const url = new URL(start.url);
    expect(url.origin).toBe(provider.issuer);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(CALLBACK);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('code_challenge')).not.toBe(start.codeVerifier);
    expect(q.get('state')).toBe(start.state);
    expect(q.get('nonce')).toBe(start.nonce);
  });

  it('signs in end to end and returns the claims', async () => {
    const userinfoBefore = provider.state.userinfoHits;
    const start = await oidc.beginLogin();
    const callback = await browse(start.url);
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBe(start.state);
    const identity = await oidc.finishLogin(callback, start);
    expect(identity).toEqual({
      subject: 'user-42',
      email: 'ada@example.test',
      emailVerified: true,
      givenName: 'Ada',
      familyName: 'Lovelace',
    });
    // oidc-provider keeps e-mail and profile out of the ID token, so UserInfo filled them in.
    expect(provider.state.userinfoHits).toBe(userinfoBefore + 1);
  });

  it('takes only the query of the URL the route saw (proxies may change scheme or host)', async () => {
    const start = await oidc.beginLogin();
    const callback = await browse(start.url);
    const seen = new URL(`http://10.0.0.5:8080/api/auth/google/callback${callback.search}`);
    expect((await oidc.finishLogin(seen, start)).email).toBe('ada@example.test');
  });

  it('refuses a wrong state with AUTH_003', async () => {
    const start = await oidc.beginLogin();
    const callback = await browse(start.url);
    const err = await refusal(oidc.finishLogin(callback, { ...start, state: 'another-state' }));
    // Refused for the reason under test, before the code is ever sent to the provider.
    expect((err.cause as { code?: string }).code).toBe('OAUTH_INVALID_RESPONSE');
    expect(err.code).toBe('AUTH_003');
    expect(err.status).toBe(401);
    expect(err.message).toBe('Sign-in with the identity provider failed');
  });

  it('refuses a wrong nonce with AUTH_003', async () => {
    const start = await oidc.beginLogin();
    const callback = await browse(start.url);
    const err = await refusal(oidc.finishLogin(callback, { ...start, nonce: 'another-nonce' }));
    expect((err.cause as { code?: string }).code).toBe('OAUTH_JWT_CLAIM_COMPARISON_FAILED');
    expect(err.code).toBe('AUTH_003');
  });

  it('refuses a wrong PKCE verifier, and a code used twice, with AUTH_003', async () => {
    const start = await oidc.beginLogin();
    const callback = await browse(start.url);
    const other = await oidc.beginLogin();
    expect(
      (await refusal(oidc.finishLogin(callback, { ...start, codeVerifier: other.codeVerifier })))
        .code,
    ).toBe('AUTH_003');
    const again = await oidc.beginLogin();
    const cb2 = await browse(again.url);
    await oidc.finishLogin(cb2, again);
    expect((await refusal(oidc.finishLogin(cb2, again))).code).toBe('AUTH_003');
  });

  it('refuses a provider error on the callback without leaking its text', async () => {
    const start = await oidc.beginLogin();
    const url = new URL(
      `${CALLBACK}?error=access_denied&error_description=secret+internals&state=${start.state}`,
    );
    const err = await refusal(oidc.finishLogin(url, start));
    expect(err.code).toBe('AUTH_003');
    expect(err.message).not.toContain('internals');
  });
});

describe('OidcService discovery', () => {
  it('starts while the provider is down, fails with SYS_002, then retries and caches', async () => {
    const provider = await startProvider();
    try {
      provider.state.down = true;
      const oidc = await createOidcService(configFor(provider.issuer), {
        allowInsecureRequests: true,
      });
      expect(oidc).not.toBeNull();
      expect(provider.state.discoveryHits).toBe(0); // lazy: nothing asked at creation

      const err = await refusal(oidc!.beginLogin());
      expect(err.code).toBe('SYS_002');
      expect(err.message).not.toContain('internals');

      provider.state.down = false;
      const start = await oidc!.beginLogin();
      expect(new URL(start.url).origin).toBe(provider.issuer);
      await oidc!.beginLogin();
      expect(provider.state.discoveryHits).toBe(2); // one failed, one cached success
    } finally {
      await provider.close();
    }
  });

  it('uses OIDC_REDIRECT_URL when set', async () => {
    const provider = await startProvider();
    try {
      const redirect = 'https://wealth.example.test/api/auth/google/callback';
      const oidc = await createOidcService(
        configFor(provider.issuer, { OIDC_REDIRECT_URL: redirect }),
        {
          allowInsecureRequests: true,
        },
      );
      const start = await oidc!.beginLogin();
      expect(new URL(start.url).searchParams.get('redirect_uri')).toBe(redirect);
    } finally {
      await provider.close();
    }
  });
});
