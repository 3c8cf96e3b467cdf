import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { presetStorage } from './fixtures';
import { applySetting, type Setting } from './settings';
import { type ApiSession, type E2eUser, registerViaApi, signInViaApi, uniqueUser } from './users';

// What the account-security specs (passkeys, API tokens, two-step sign-in) share.

/** The code an authenticator app shows `steps` 30-second steps from now (SHA-1, 6 digits). */
export function codeFor(secret: string, steps = 0): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A JSON call as the signed-in page's user (Bearer, CSRF, Origin); answers the response. */
export async function sendAs(
  page: Page,
  session: ApiSession,
  method: 'post' | 'put' | 'delete',
  url: string,
  data?: unknown,
) {
  const res = await page.request[method](url, {
    ...(data === undefined ? {} : { data }),
    headers: {
      Authorization: `Bearer ${session.accessToken}`,
      'X-CSRF-Token': session.csrfToken,
      Origin: session.origin,
    },
  });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res;
}

/**
 * A new user, signed in in this page, whose stored language and display mode are the setting's
 * (so the app does not switch back on its first settings read).
 */
export async function newUserIn(
  page: Page,
  setting: Setting,
  prefix: string,
  names: [string, string] = ['Test', 'User'],
): Promise<{ me: E2eUser; session: ApiSession }> {
  await applySetting(page, setting);
  const me = uniqueUser(prefix, ...names);
  await registerViaApi(page.request, me);
  const session = await signInViaApi(page, me);
  await presetStorage(page, { locale: setting.locale });
  await sendAs(page, session, 'put', '/api/generalSettings', {
    language: setting.locale,
    displayMode: setting.scheme,
  });
  return { me, session };
}

/** A virtual platform authenticator in this page's browser; its id, to read its credentials. */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}
