import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// oidc-provider ships no types; only tests use it.
import Provider from 'oidc-provider';

export const CLIENT_ID = 'wealthlog';
export const CLIENT_SECRET = 'a-client-secret-for-tests-only';
export const PUBLIC_URL = 'http://localhost:3000';
export const CALLBACK = `${PUBLIC_URL}/api/auth/google/callback`;
export const USER = {
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
export async function startProvider() {
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
export async function browse(startUrl: string): Promise<URL> {
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
