import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authed, login, NO_LIMITS, PASSWORD, register } from '../../test/auth.js';
import { startSmtpSink } from '../../test/smtp-sink.js';

/** E-mail flows end to end through a real SMTP server on loopback (SMTP_URL set). */
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ ...NO_LIMITS, SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const NEW_PASSWORD = 'Zq8@wN3!rT5&vB';

describe('e-mail over SMTP', () => {
  it('register → receive → follow the link → verified', async () => {
    await register(t, 'sam');
    const link = await smtp.linkTo('sam@example.com', '/verify-email');
    expect(link.origin).toBe('http://localhost:3000');
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${link.searchParams.get('token')}`,
    });
    expect(verified.statusCode).toBe(200);
    const s = await login(t, 'sam');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authed(s) });
    expect(me.json().user.emailVerified).toBe(true);
  });

  it('forgot → receive → reset → old sessions dead, the new password works', async () => {
    const old = await login(t, 'sam');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'sam@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
    const link = await smtp.linkTo('sam@example.com', '/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link.searchParams.get('token'), password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authed(old) });
    expect(me.statusCode).toBe(401);
    await expect(login(t, 'sam', PASSWORD)).rejects.toThrow(/401/);
    expect((await login(t, 'sam', NEW_PASSWORD)).accessToken).toBeTruthy();
  });
});
