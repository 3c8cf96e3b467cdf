import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@wealthlog/core';
// oidc-provider ships no types; this test is its only user.
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createOidcService, type OidcService } from './oidc.service.js';

const CLIENT_ID = 'wealthlog';
const CLIENT_SECRET = 'a-client-secret-for-tests-only';
const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/auth/google/callback`;
const USER = {
  sub: 'user-42',
  email: 'ada@example.test',
  email_verified: true,
  given_name: 'Ada',
  family_name: 'Lovelace',
};

/**
 * A real OpenID provider on loopback. Its interaction route logs the user in and consents at once,
 * so a test drives the whole browser flow with plain HTTP requests.
 */
async function startProvider() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'test-key',
    use: 'sig',
    alg: 'RS256',
  };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [CALLBACK],
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['cookie-signing-key-for-tests'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ ...USER, sub: id }),
    }),
  });
  const state = { down: false, discoveryHits: 0, userinfoHits: 0 };
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url?.startsWith('/.well-known/')) state.discoveryHits += 1;
    if (req.url?.startsWith('/me')) state.userinfoHits += 1;
    if (state.down) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('provider internals: stack trace');
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      autoInteraction(provider, req, res).catch((err: unknown) => {
        res.writeHead(500).end(String(err));
      });
      return;
    }
    provider.callback()(req, res);
  });
  return {
    issuer,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function autoInteraction(
  provider: Provider,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: USER.sub } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const grant = new provider.Grant({
    accountId: details.session.accountId,
    clientId: details.params.client_id,
  });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}

/**
 * The browser's part: follow redirects with a cookie jar until the provider sends us to our own
 * callback URL, which is returned instead of fetched.
 */
async function browse(startUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(startUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.href.startsWith(CALLBACK)) return url;
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const set of res.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(set) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get('location');
    await res.arrayBuffer();
    if (res.status < 300 || res.status >= 400 || !location) {
      throw new Error(`stopped at ${url.href} with ${res.status}`);
    }
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
}

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
