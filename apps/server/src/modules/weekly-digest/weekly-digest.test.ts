import fs from 'node:fs';
import { addDays } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, post, today } from '../../test/ledger.js';
import type { TestApp } from '../../test/app.js';
import { withUsers } from '../../test/users.js';
import { signUnsubscribeToken, unsubscribeKey } from './weekly-digest.token.js';

/** API tests of the weekly e-mail on real PostgreSQL: opt-in, the scheduled run, unsubscribing. */
const ctx = withUsers('alice', 'bob', 'carol');

/** Noon UTC (every test user's zone) of a day: past DIGEST_LOCAL_HOUR, on that day's weekday. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

interface Mail {
  to: string;
  subject: string;
  headers: string;
  text: string;
  html: string;
}

/** One part's body, its transfer encoding undone (nodemailer picks quoted-printable or base64). */
function decodePart(part: string): string {
  const [head, ...rest] = part.split(/\r\n\r\n/);
  const body = rest.join('\r\n\r\n');
  if (/Content-Transfer-Encoding: base64/i.test(head!))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head!)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The weekly e-mails in the outbox (.eml files the test app's mailer wrote) to `to`. */
function digestsTo(t: TestApp, to: string): Mail[] {
  return t.logs
    .filter((l) => l.msg === 'E-mail written to the outbox' && l.to === to)
    .map((l) => fs.readFileSync(String(l.file), 'utf8'))
    .filter((raw) => raw.includes('List-Unsubscribe-Post'))
    .map((raw) => {
      const headers = raw.split(/\r\n\r\n/)[0]!;
      const parts = raw.split(/\r\n--[^\r\n]+\r\n/).slice(1);
      const text = decodePart(parts.find((p) => /Content-Type: text\/plain/i.test(p)) ?? '');
      const html = decodePart(parts.find((p) => /Content-Type: text\/html/i.test(p)) ?? '');
      return { to, subject: '', headers: headers.replace(/\r\n[ \t]+/g, ' '), text, html };
    });
}

const settings = (who = ctx.alice) => call(ctx.t, who, 'GET', '/api/digestSettings');
const setDigest = (body: unknown, who = ctx.alice) =>
  call(ctx.t, who, 'PUT', '/api/digestSettings', body);
const unsubscribe = (token: string, method: 'GET' | 'POST' = 'POST', extra = {}) =>
  ctx.t.app.inject({
    method,
    url: `/api/digest/unsubscribe?token=${encodeURIComponent(token)}`,
    ...extra,
  });

const day = today();
const weekday = isoWeekday(day);
const otherWeekday = (weekday % 7) + 1;

beforeAll(async () => {
  // Alice: 1,000.00 EUR opened, 250.00 deposited 3 days ago, a phone bill of 30.00 in 2 days.
  const cash = await createAccount(ctx.t, ctx.alice, {
    name: 'Cash',
    type: 'CASH',
    currency: 'EUR',
    balance: 1000,
    openingDate: addDays(day, -30),
  });
  const dep = await post(ctx.t, ctx.alice, {
    accountId: cash.id,
    type: 'DEPOSIT',
    amount: 250,
    date: addDays(day, -3),
    description: 'Bonus',
  });
  expect(dep.statusCode, dep.body).toBe(201);
  const rec = await call(ctx.t, ctx.alice, 'POST', '/api/recurring', {
    name: 'Phone <b>&',
    accountId: cash.id,
    type: 'EXPENSE',
    amount: 30,
    category: 'Phone',
    rrule: 'FREQ=MONTHLY;COUNT=3',
    startDate: addDays(day, 2),
    weekend: 'NONE',
  });
  expect(rec.statusCode, rec.body).toBe(201);
  // Bob: 77.00 EUR, nothing planned.
  await createAccount(ctx.t, ctx.bob, {
    name: 'Wallet',
    type: 'CASH',
    currency: 'EUR',
    balance: 77,
    openingDate: addDays(day, -30),
  });
});

describe('digest settings', () => {
  it('is off on Monday by default, and PUT takes any subset', async () => {
    expect((await settings()).json()).toEqual({ enabled: false, weekday: 1 });
    const on = await setDigest({ enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ enabled: true, weekday: 1 });
    expect((await setDigest({ weekday: 5 })).json()).toEqual({ enabled: true, weekday: 5 });
    expect((await settings()).json()).toEqual({ enabled: true, weekday: 5 });
    // The general settings are untouched by it, and keep their own answer.
    expect((await call(ctx.t, ctx.alice, 'GET', '/api/generalSettings')).json()).toEqual({
      displayMode: 'system',
      language: 'en',
      currency: 'EUR',
      timezone: 'UTC',
    });
    expect((await setDigest({ enabled: false })).json()).toEqual({ enabled: false, weekday: 5 });
  });

  it('refuses bad input with the 400 envelope', async () => {
    for (const body of [
      { weekday: 0 },
      { weekday: 8 },
      { weekday: 2.5 },
      { enabled: 'yes' },
      { x: 1 },
    ]) {
      const res = await setDigest(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VAL_001', requestId: expect.any(String) });
    }
    expect((await settings()).json()).toEqual({ enabled: false, weekday: 5 });
  });

  it('needs a session', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/digestSettings' });
    expect(res.statusCode).toBe(401);
  });

  it('is one user’s own', async () => {
    await setDigest({ enabled: true, weekday: 3 }, ctx.carol);
    expect((await settings(ctx.bob)).json()).toEqual({ enabled: false, weekday: 1 });
    expect((await settings(ctx.carol)).json()).toEqual({ enabled: true, weekday: 3 });
    await setDigest({ enabled: false }, ctx.carol);
  });
});

describe('the scheduled run', () => {
  it('mails opted-in users on their weekday only, once a day, with their own figures', async () => {
    await setDigest({ enabled: true, weekday }, ctx.alice);
    await setDigest({ enabled: true, weekday }, ctx.bob);
    await call(ctx.t, ctx.bob, 'PUT', '/api/generalSettings', { language: 'ar' });
    // Carol opted in for another day; nobody else opted in.
    await setDigest({ enabled: true, weekday: otherWeekday }, ctx.carol);

    const first = await ctx.t.app.weeklyDigest.run(noon(day));
    expect(first).toEqual({ sent: 2, failed: 0 });
    // Again the same day, from this instance or another: nothing more.
    const [again1, again2] = await Promise.all([
      ctx.t.app.weeklyDigest.run(noon(day)),
      ctx.t.app.weeklyDigest.run(new Date(`${day}T23:30:00Z`)),
    ]);
    expect(again1.sent + again2.sent).toBe(0);
    // Before 07:00 on the weekday of next week: not yet.
    expect((await ctx.t.app.weeklyDigest.run(new Date(`${addDays(day, 7)}T06:59:00Z`))).sent).toBe(
      0,
    );
    // Carol spends 80 against a budget of 50: the home's attention item reaches her e-mail.
    const categories = (await call(ctx.t, ctx.carol, 'GET', '/api/categories')).json() as {
      name: string;
      kind: string;
    }[];
    const category = categories.find((c) => c.kind === 'EXPENSE')!.name;
    const carolCash = await createAccount(ctx.t, ctx.carol, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 500,
      openingDate: addDays(day, -40),
    });
    const spent = await post(ctx.t, ctx.carol, {
      accountId: carolCash.id,
      type: 'EXPENSE',
      amount: 80,
      date: day,
      category,
    });
    expect(spent.statusCode, spent.body).toBe(201);
    const budget = await call(
      ctx.t,
      ctx.carol,
      'PUT',
      `/api/budgets/${encodeURIComponent(category)}`,
      {
        amount: 50,
      },
    );
    expect(budget.statusCode, budget.body).toBe(200);
    // Tomorrow: carol's weekday only if it is hers.
    const tomorrow = await ctx.t.app.weeklyDigest.run(noon(addDays(day, 1)));
    expect(tomorrow.sent).toBe(1);
    expect(digestsTo(ctx.t, 'carol@example.com')).toHaveLength(1);
    const [carol] = digestsTo(ctx.t, 'carol@example.com');
    expect(carol!.text).toContain(`- ${category} is €30.00 over its budget for`);
    expect(carol!.text).toContain(`/expenses?tab=budgets&month=${day.slice(0, 7)})`);

    const [alice] = digestsTo(ctx.t, 'alice@example.com');
    expect(digestsTo(ctx.t, 'alice@example.com')).toHaveLength(1);
    // Hand calculation: 1,000 + 250 = 1,250.00 today; 1,000.00 a week ago; +250.00.
    expect(alice!.text).toContain('Net worth: €1,250.00');
    expect(alice!.text).toContain('+€250.00 over the past 7 days');
    expect(alice!.text).toContain('Phone <b>&, -€30.00');
    expect(alice!.html).toContain('Phone &lt;b&gt;&amp;');
    expect(alice!.html).not.toContain('Phone <b>');
    expect(alice!.text).toContain('Nothing needs your attention.');
    // The same figures as the dashboard's own answers.
    const summary = (await call(ctx.t, ctx.alice, 'GET', '/api/dashboard/networth/summary')).json();
    expect(summary.netWorth).toBe(1250);
    // Bob's mail is in Arabic, right to left, with bob's figures and none of alice's.
    const [bob] = digestsTo(ctx.t, 'bob@example.com');
    expect(bob!.html).toContain('dir="rtl"');
    expect(bob!.text).toContain('صافي الثروة');
    expect(bob!.text).toContain('٧٧٫٠٠');
    expect(bob!.text).not.toContain('Phone');
    expect(bob!.text).not.toContain('١٬٢٥٠');
    // Each link is for its own user.
    const link = (m: Mail) => /\/unsubscribe\?token=([^\s"<>]+)/.exec(m.text)![1]!;
    expect(link(alice!)).not.toBe(link(bob!));
    expect(alice!.html).toContain(`/unsubscribe?token=${link(alice!)}`);
    expect(alice!.headers).toContain(
      `List-Unsubscribe: <http://localhost:3000/api/digest/unsubscribe?token=${link(alice!)}>`,
    );
    expect(alice!.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('a user who opts out is not mailed', async () => {
    await setDigest({ enabled: false }, ctx.carol);
    const next = addDays(day, 8); // carol's weekday of next week
    expect((await ctx.t.app.weeklyDigest.run(noon(next))).sent).toBe(0);
  });
});

describe('unsubscribing without signing in', () => {
  const key = () => unsubscribeKey(ctx.t.config.JWT_SECRET);

  it('GET changes nothing: it redirects to the page that asks', async () => {
    await setDigest({ enabled: true, weekday }, ctx.alice);
    const token = signUnsubscribeToken(key(), ctx.alice.user.id);
    const res = await unsubscribe(token, 'GET');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `http://localhost:3000/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect((await settings()).json()).toEqual({ enabled: true, weekday });
  });

  it('the mailed link turns the setting off, by the page’s POST or a one-click POST', async () => {
    const [mail] = digestsTo(ctx.t, 'alice@example.com');
    const token = decodeURIComponent(/\/unsubscribe\?token=([^\s"<>]+)/.exec(mail!.text)![1]!);
    const res = await unsubscribe(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enabled: false });
    expect((await settings()).json()).toEqual({ enabled: false, weekday });
    // Bob's setting is his own.
    expect((await settings(ctx.bob)).json()).toEqual({ enabled: true, weekday });

    // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click", form-encoded.
    const bobToken = signUnsubscribeToken(key(), ctx.bob.user.id);
    const oneClick = await unsubscribe(bobToken, 'POST', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await settings(ctx.bob)).json()).toEqual({ enabled: false, weekday });
    // Again: still off, still fine.
    expect((await unsubscribe(bobToken)).statusCode).toBe(200);
  });

  it('refuses a forged, altered or expired token with 400', async () => {
    await setDigest({ enabled: true }, ctx.bob);
    const good = signUnsubscribeToken(key(), ctx.bob.user.id);
    const [, exp, mac] = good.split('.');
    const forged = [
      `${ctx.alice.user.id}.${exp}.${mac}`, // another user's id under bob's signature
      `${ctx.bob.user.id}.${Number(exp) + 1}.${mac}`, // a longer life
      signUnsubscribeToken(
        unsubscribeKey('another-secret-of-at-least-32-bytes!!'),
        ctx.bob.user.id,
      ),
      signUnsubscribeToken(key(), ctx.bob.user.id, new Date(Date.now() - 121 * 86_400_000)),
      'garbage',
    ];
    for (const token of forged) {
      const res = await unsubscribe(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VAL_003' });
      expect((await unsubscribe(token, 'GET')).statusCode).toBe(400);
    }
    expect((await unsubscribe('')).statusCode).toBe(400);
    expect((await settings(ctx.bob)).json()).toMatchObject({ enabled: true });
  });
});
