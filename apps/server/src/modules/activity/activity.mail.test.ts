import { ACTIVITY_MAIL_EVENTS } from '@wealthlog/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, users } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authed, login, NO_LIMITS, PASSWORD, signUp } from '../../test/auth.js';
import { withUsers } from '../../test/users.js';
import { renderSecurityMail, type SecurityMail } from './activity.mail-render.js';

/** The security e-mails flow from the activity log's outbox, after the commit, never failing a request. */
const ctx = withUsers('root', 'alice', 'bob');
const NEW_PASSWORD = 'Zq8@wN3!rT5&vB';
const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/121.0';

const mailsTo = (t: TestApp, to: string) =>
  t.logs.filter((l) => l.msg === 'E-mail written to the outbox' && l.to === to);

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 10_000) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 40));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('security e-mails', () => {
  it('changing the password mails the user; the row is no longer owed', async () => {
    const before = mailsTo(ctx.t, 'alice@example.com').length;
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...authed(ctx.alice), 'user-agent': UA },
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await until('the mail', () => mailsTo(ctx.t, 'alice@example.com').length > before);
    const mail = mailsTo(ctx.t, 'alice@example.com').at(-1)!;
    expect(mail.subject).toBe('WealthLog: Your password was changed');
    // The outbox logs the first link: the security settings, no secret.
    expect(mail.link).toBe('http://localhost:3000/settings/security');
    const owed = await ctx.t.app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.mailPending, true));
    expect(owed).toHaveLength(0);
  });

  it('every event of ACTIVITY_MAIL_EVENTS mails, in the user’s language; others do not', async () => {
    await ctx.t.app.db.update(users).set({ locale: 'fr' }).where(eq(users.id, ctx.bob.user.id));
    const before = mailsTo(ctx.t, 'bob@example.com').length;
    // Written as the other areas write them: no mailer in hand.
    for (const event of ACTIVITY_MAIL_EVENTS)
      await recordActivity(ctx.t.app.db, { userId: ctx.bob.user.id, event }, null);
    await recordActivity(ctx.t.app.db, { userId: ctx.bob.user.id, event: 'sign_out' }, null);
    const want = before + ACTIVITY_MAIL_EVENTS.length;
    await until('every mail', () => mailsTo(ctx.t, 'bob@example.com').length >= want);
    await new Promise((r) => setTimeout(r, 300));
    const subjects = mailsTo(ctx.t, 'bob@example.com')
      .slice(before)
      .map((l) => String(l.subject));
    expect(subjects).toHaveLength(ACTIVITY_MAIL_EVENTS.length);
    expect(new Set(subjects).size).toBe(ACTIVITY_MAIL_EVENTS.length);
    expect(subjects).toContain('WealthLog: Votre mot de passe a été modifié');
    expect(subjects).toContain('WealthLog: Un jeton d’API a été créé');
  });

  it('a change that rolls back sends nothing', async () => {
    const before = mailsTo(ctx.t, 'root@example.com').length;
    await expect(
      ctx.t.app.db.transaction(async (tx) => {
        await recordActivity(tx, { userId: ctx.root.user.id, event: 'totp_disabled' }, null);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // Past both hints and the poll: still nothing.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(mailsTo(ctx.t, 'root@example.com')).toHaveLength(before);
  });

  it('a mail owed inside a longer transaction leaves once it commits', async () => {
    const before = mailsTo(ctx.t, 'root@example.com').length;
    await ctx.t.app.db.transaction(async (tx) => {
      await recordActivity(tx, { userId: ctx.root.user.id, event: 'passkey_added' }, null);
      // Both hints fire while the row is still invisible; the poll finds it.
      await new Promise((r) => setTimeout(r, 1_200));
    });
    await until('the mail', () => mailsTo(ctx.t, 'root@example.com').length > before);
  });
});

describe('a relay that fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every send fails at once.
    t = await createTestApp({ ...NO_LIMITS, SMTP_URL: 'smtp://127.0.0.1:1' });
    await signUp(t, 'dora').catch(() => undefined);
  });
  afterAll(async () => t?.close());

  it('never fails the request; the failure is logged without the address', async () => {
    const s = await login(t, 'dora');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: authed(s),
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await until('the logged failure', () =>
      t.logs.some((l) => l.msg === 'Security e-mail could not be sent'),
    );
    const line = t.logs.find((l) => l.msg === 'Security e-mail could not be sent')!;
    expect(line).toMatchObject({ event: 'password_changed', userId: s.user.id });
    // It was the relay that failed (the mailer's own diagnosis), not the dispatcher.
    expect(line.err).toMatchObject({ code: 'SYS_002' });
    expect(t.logs.some((l) => l.msg === 'E-mail could not be sent')).toBe(true);
    expect(JSON.stringify(line)).not.toContain('dora@example.com');
  });
});

describe('renderSecurityMail', () => {
  const base: SecurityMail = {
    event: 'token_created',
    at: new Date('2026-11-28T14:05:00Z'),
    ip: '203.0.113.7',
    userAgent: UA,
    detail: { name: 'CI <script>' },
    firstName: 'Ada',
    locale: 'en',
    timeZone: 'Europe/Paris',
  };

  it('says what changed, when in the user’s zone, from which device and address', () => {
    const m = renderSecurityMail(base, 'https://wl.example');
    expect(m.subject).toBe('WealthLog: An API token was created');
    expect(m.text).toContain('Hello Ada,');
    expect(m.text).toContain('November 28, 2026 at 3:05 PM (Europe/Paris)');
    expect(m.text).toContain('Device: Firefox / macOS. IP address: 203.0.113.7.');
    expect(m.text).toContain('Name: CI <script>.');
    expect(m.text).toContain('If it was not you');
    expect(m.text).toContain('https://wl.example/settings/security');
    // The token's name is the user's text: escaped in the HTML part.
    expect(m.html).toContain('CI &lt;script&gt;');
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('<html lang="en" dir="ltr">');
  });

  it('French and Arabic, right to left; an unknown device and address are said so', () => {
    const fr = renderSecurityMail({ ...base, locale: 'fr', event: 'totp_disabled' }, 'https://x');
    expect(fr.subject).toBe('WealthLog: La connexion en deux étapes a été désactivée');
    expect(fr.text).toContain('28 novembre 2026');
    const ar = renderSecurityMail(
      { ...base, locale: 'ar', userAgent: null, ip: null, detail: {} },
      'https://x',
    );
    expect(ar.subject).toBe('WealthLog: تم إنشاء رمز وصول للواجهة البرمجية');
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.text).toContain('جهاز غير معروف');
    expect(ar.text).not.toContain('الاسم:');
  });

  it('an unknown locale or time zone falls back to English and UTC', () => {
    const m = renderSecurityMail({ ...base, locale: 'xx', timeZone: 'Mars/Base' }, 'https://x');
    expect(m.text).toContain('Hello Ada,');
    expect(m.text).toContain('(UTC)');
  });

  it('a name with line breaks cannot forge lines of the text part', () => {
    const m = renderSecurityMail({ ...base, firstName: 'Ada\r\nClick evil' }, 'https://x');
    expect(m.text.split('\n')[0]).toBe('Hello Ada Click evil,');
  });
});
