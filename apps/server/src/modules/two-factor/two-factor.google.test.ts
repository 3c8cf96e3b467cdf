import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { NO_LIMITS, ORIGIN, refreshCookie, refreshWith, type Signed } from '../../test/auth.js';
import { call, codeNow, events, forgetStep, turnOn, verify } from '../../test/two-factor.js';
import type { AppOptions } from '../../app.js';

/** The same stand-in for Google as the auth area's google tests. */
const idp: NonNullable<AppOptions['oidc']> = {
  async beginLogin() {
    return { url: 'https://idp.example/authorize', state: 'st-1', codeVerifier: 'cv', nonce: 'n' };
  },
  async finishLogin() {
    return { subject: 'g-77', email: 'hana@gmail.com', emailVerified: true };
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS, undefined, { oidc: idp });
});
afterAll(async () => t?.close());

async function googleCallback() {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
  const cookie = start.cookies.find((c) => c.name === 'oidc_state')!;
  return t.app.inject({
    method: 'GET',
    url: '/api/auth/google/callback?code=abc&state=st-1',
    cookies: { oidc_state: cookie.value },
  });
}

/** A Google sign-in without a second step: the session from the refresh cookie. */
async function googleSession(): Promise<Signed> {
  const res = await googleCallback();
  const refresh = refreshCookie(res)!;
  const csrf = res.cookies.find((c) => c.name === 'csrf_token')!.value;
  const session = await refreshWith(t, refresh, csrf);
  return { ...session.json(), refreshToken: refreshCookie(session)! };
}

describe('Google sign-in with two-step sign-in on', () => {
  let hana: Signed;
  let secret: string;

  it('a user without a password (Google only) sets it up like anyone', async () => {
    hana = await googleSession();
    ({ secret } = await turnOn(t, hana));
    expect((await call(t, hana, 'GET', '/api/auth/2fa')).json()).toMatchObject({
      totpEnabled: true,
      hasPassword: false,
    });
  });

  it('the callback starts no session: it sends the browser to the second step with the challenge in the fragment', async () => {
    const res = await googleCallback();
    expect(res.statusCode).toBe(302);
    expect(refreshCookie(res)).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'csrf_token')).toBeUndefined();
    const location = new URL(res.headers.location!);
    expect(`${location.origin}${location.pathname}`).toBe(`${ORIGIN}/login`);
    expect(location.search).toBe('');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('methods')).toBe('totp,recovery');
    const ok = await verify(t, {
      challengeToken: fragment.get('twoFactor'),
      code: codeNow(secret, 1),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('hana@gmail.com');
    expect((await events(t, hana.user.id)).at(-1)).toMatchObject({
      event: 'sign_in',
      detail: { method: 'totp' },
    });
  });

  it('the methods name "passkey" when the user has one', async () => {
    await t.app.db.execute(sql`
      INSERT INTO passkeys (user_id, name, credential_id, public_key)
      VALUES (${hana.user.id}, 'Phone', 'cred-1', 'pk')`);
    const res = await googleCallback();
    const fragment = new URLSearchParams(new URL(res.headers.location!).hash.slice(1));
    expect(fragment.get('methods')).toBe('totp,recovery,passkey');
  });

  it('without a password, a code alone turns it off and a code alone regenerates the codes', async () => {
    await forgetStep(t, hana.user.id);
    const noCode = await call(t, hana, 'POST', '/api/auth/2fa/recovery-codes', {});
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors).toHaveProperty('code');
    const codes = await call(t, hana, 'POST', '/api/auth/2fa/recovery-codes', {
      code: codeNow(secret),
    });
    expect(codes.statusCode).toBe(200);
    const off = await call(t, hana, 'POST', '/api/auth/2fa/totp/disable', {
      code: codeNow(secret, 1),
    });
    expect(off.statusCode).toBe(204);
    const res = await googleCallback();
    expect(res.headers.location).toBe(`${ORIGIN}/auth/callback`);
  });
});
