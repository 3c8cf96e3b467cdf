import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  authed,
  login,
  mailCount,
  mailedLink,
  NO_LIMITS,
  PASSWORD,
  refreshWith,
  register,
  signUp,
} from '../../test/auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
});
afterAll(async () => t?.close());

const NEW_PASSWORD = 'Zq8#vN4!rT6&';
const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const verify = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });

describe('verify-email', () => {
  it('register mails a 24 h link that marks the address verified, once', async () => {
    await register(t, 'vera');
    const link = await mailedLink(t, 'vera@example.com');
    expect(link.pathname).toBe('/verify-email');
    const token = link.searchParams.get('token')!;
    const row = await t.app.db.execute<{ hours: number }>(
      sql`select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from auth_tokens where kind = 'verify_email'`,
    );
    expect(row.rows[0]!.hours).toBe(24);
    // Stored hashed: the raw token is nowhere in the table.
    const raw = await t.app.db.execute(sql`select 1 from auth_tokens where token_hash = ${token}`);
    expect(raw.rows).toHaveLength(0);

    const ok = await verify(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Your e-mail address has been verified.' });
    expect((await login(t, 'vera')).user).toMatchObject({ emailVerified: true });
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'VAL_003',
      message: 'This link is invalid or has expired.',
    });
  });

  it('a link sent to an address the user has since changed does not verify the new one', async () => {
    const s = await signUp(t, 'victor');
    const token = (await mailedLink(t, 'victor@example.com')).searchParams.get('token')!;
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: authed(s),
      payload: { firstName: 'V', lastName: 'V', email: 'victor.new@example.com' },
    });
    expect((await verify(token)).statusCode).toBe(400);
    const fresh = (await mailedLink(t, 'victor.new@example.com')).searchParams.get('token')!;
    expect((await verify(fresh)).statusCode).toBe(200);
  });

  it('an unknown or missing token → 400', async () => {
    expect((await verify('nope')).statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email' });
    expect(missing.json()).toMatchObject({
      code: 'VAL_001',
      errors: { token: ['Token is required'] },
    });
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the address exists, and mails only a real user', async () => {
    await register(t, 'rita');
    // The verification mail of the registration first, so it cannot pass for the reset mail.
    expect((await mailedLink(t, 'rita@example.com')).pathname).toBe('/verify-email');
    const before = mailCount(t, 'rita@example.com');
    const known = await forgot('RITA@example.com');
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      message: 'If an account exists for this e-mail address, a password reset link has been sent.',
    });
    const link = await mailedLink(t, 'rita@example.com', before);
    expect(link.pathname).toBe('/reset-password');
    expect(mailCount(t, 'nobody@example.com')).toBe(0);
  });

  it('reset sets the password, revokes every session, and works once within 1 h', async () => {
    const s = await login(t, 'rita');
    const token = (await mailedLink(t, 'rita@example.com')).searchParams.get('token')!;
    const weak = await reset(token, 'abc');
    expect(weak.json().errors.password).toContain('Password is not strong enough');
    const ok = await reset(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: 'Your password has been reset. Please log in with your new password.',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authed(s) })).json().code,
    ).toBe('AUTH_003');
    expect((await refreshWith(t, s.refreshToken, s.csrfToken)).json().code).toBe('AUTH_003');
    await expect(login(t, 'rita', PASSWORD)).rejects.toThrow(/401/);
    await login(t, 'rita', NEW_PASSWORD);
    expect((await reset(token, 'Other#Pass9word')).json()).toMatchObject({ code: 'VAL_003' });
  });

  it('an expired reset link is refused', async () => {
    const before = mailCount(t, 'rita@example.com');
    await forgot('rita@example.com');
    const token = (await mailedLink(t, 'rita@example.com', before)).searchParams.get('token')!;
    await t.app.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 second' where kind = 'reset_password'`,
    );
    expect((await reset(token)).statusCode).toBe(400);
  });
});
