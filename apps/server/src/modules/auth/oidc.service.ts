import { AppError } from '@wealthlog/core';
import * as client from 'openid-client';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';

/**
 * Generic OpenID Connect sign-in (authorization code + PKCE S256 + state + nonce). Google is just
 * an issuer URL (https://accounts.google.com); any conforming provider works the same way.
 * The caller keeps `state`, `codeVerifier` and `nonce` between the two steps (e.g. in a short-lived
 * signed, HttpOnly cookie) and hands them back to `finishLogin`.
 */
export interface OidcLoginStart {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface OidcStoredChecks {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface OidcIdentity {
  /** The provider's stable user id (`sub`); link accounts on issuer + subject, not on e-mail. */
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

export interface OidcService {
  beginLogin(): Promise<OidcLoginStart>;
  finishLogin(currentUrl: URL, stored: OidcStoredChecks): Promise<OidcIdentity>;
}

export type OidcConfig = Pick<
  Config,
  | 'OIDC_ISSUER'
  | 'OIDC_CLIENT_ID'
  | 'OIDC_CLIENT_SECRET'
  | 'OIDC_REDIRECT_URL'
  | 'PUBLIC_URL'
  | 'oidcEnabled'
>;

export interface OidcServiceOptions {
  /** Only for tests against an http:// provider on loopback; production providers use https. */
  allowInsecureRequests?: boolean;
  /** Where failures are explained to the operator (the user only ever sees the generic message). */
  logger?: Logger;
}

const SCOPE = 'openid email profile';
/** Seconds; well under the 30 s request timeout so a slow provider fails the sign-in, not the socket. */
const HTTP_TIMEOUT_S = 10;
const FAILED = 'Sign-in with the identity provider failed';

export function oidcRedirectUri(config: Pick<Config, 'OIDC_REDIRECT_URL' | 'PUBLIC_URL'>): string {
  return config.OIDC_REDIRECT_URL ?? `${config.PUBLIC_URL}/api/auth/google/callback`;
}

/** What the operator may read: library codes and the OAuth error code, never a response body. */
function diagnose(err: unknown): Record<string, unknown> {
  const e = err as {
    name?: string;
    code?: string;
    error?: string;
    status?: number;
    message?: string;
  };
  return { name: e.name, code: e.code, oauthError: e.error, status: e.status, message: e.message };
}

/** Some providers (e.g. Cognito) send booleans as strings. */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export async function createOidcService(
  config: OidcConfig,
  options: OidcServiceOptions = {},
): Promise<OidcService | null> {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: secret } = config;
  if (!config.oidcEnabled || !issuer || !clientId || !secret) return null;
  const redirectUri = oidcRedirectUri(config);
  const log = options.logger;

  // Discovery runs on first use and is cached; a failure is not cached, so a provider that was
  // down when the app started (or at the last attempt) is simply asked again next time.
  let discovered: Promise<client.Configuration> | undefined;
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(issuer!), clientId!, undefined, client.ClientSecretBasic(secret), {
        execute: options.allowInsecureRequests ? [client.allowInsecureRequests] : [],
        timeout: HTTP_TIMEOUT_S,
      })
      .catch((err: unknown) => {
        discovered = undefined;
        log?.warn({ oidc: diagnose(err), issuer }, 'OpenID Connect discovery failed');
        throw new AppError('SYS_002', 'The identity provider is unavailable; try again later', {
          cause: err,
        });
      });
    return discovered;
  }

  return {
    async beginLogin() {
      const cfg = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, codeVerifier, nonce };
    },

    async finishLogin(currentUrl, stored) {
      const cfg = await configuration();
      // The token request must repeat the exact redirect_uri of the authorization request; behind a
      // proxy the URL the route sees may differ in scheme or host, so only its query is taken.
      const callback = new URL(redirectUri);
      callback.search = currentUrl.search;
      try {
        const tokens = await client.authorizationCodeGrant(cfg, callback, {
          pkceCodeVerifier: stored.codeVerifier,
          expectedState: stored.state,
          expectedNonce: stored.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw new Error('no ID token in the token response');
        // Providers that follow the spec strictly (oidc-provider, Keycloak by config) put e-mail and
        // profile in the UserInfo answer rather than in the ID token; Google puts them in both.
        let claims: Record<string, unknown> = idClaims;
        if (typeof idClaims.email !== 'string' && cfg.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(cfg, tokens.access_token, idClaims.sub);
          claims = { ...info, ...idClaims };
        }
        const email = optionalString(claims.email);
        if (!email) {
          throw new AppError('AUTH_003', 'The identity provider did not share an e-mail address');
        }
        const identity: OidcIdentity = {
          subject: idClaims.sub,
          email,
          emailVerified: isTrue(claims.email_verified),
        };
        const givenName = optionalString(claims.given_name);
        const familyName = optionalString(claims.family_name);
        if (givenName) identity.givenName = givenName;
        if (familyName) identity.familyName = familyName;
        return identity;
      } catch (err) {
        if (AppError.isAppError(err)) throw err;
        log?.warn({ oidc: diagnose(err), issuer }, 'OpenID Connect sign-in failed');
        throw new AppError('AUTH_003', FAILED, { cause: err });
      }
    },
  };
}
