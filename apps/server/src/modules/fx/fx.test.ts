import { fxRateListSchema } from '@wealthlog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authed, NO_LIMITS, type Signed, signUp } from '../../test/auth.js';
import { multipartBody } from '../../test/multipart.js';
import { shippedEcbCsv, shippedRates } from './shipped-rates.js';

let t: TestApp;
let admin: Signed; // the first user to register is ADMIN
let alice: Signed;
let bob: Signed;

const list = async (s: Signed, query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/fx/rates?${query}`,
    headers: { authorization: `Bearer ${s.accessToken}` },
  });
  expect(res.statusCode).toBe(200);
  return fxRateListSchema.parse(res.json());
};
const addRate = (s: Signed, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/fx/rates', headers: authed(s), payload });
const upload = (s: Signed, text: string, fileName = 'rates.csv') => {
  const { payload, headers } = multipartBody({
    fileName,
    contentType: 'text/csv',
    data: Buffer.from(text),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/fx/rates/import',
    headers: { ...authed(s), ...headers },
    payload,
  });
};

beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  admin = await signUp(t, 'admin');
  alice = await signUp(t, 'alice');
  bob = await signUp(t, 'bob');
});
afterAll(async () => t?.close());

describe('the shipped ECB history', () => {
  it('is there from the start as shared rates, back to 1999', async () => {
    expect(await list(alice, 'base=EUR&quote=USD&from=2025-05-08&to=2025-05-09')).toEqual([
      {
        date: '2025-05-09',
        base: 'EUR',
        quote: 'USD',
        rate: 1.1252,
        source: 'snapshot',
        shared: true,
      },
      {
        date: '2025-05-08',
        base: 'EUR',
        quote: 'USD',
        rate: 1.1297,
        source: 'snapshot',
        shared: true,
      },
    ]);
    expect(await list(alice, 'base=EUR&quote=JPY&from=2025-05-09')).toMatchObject([
      { rate: 163.36 },
    ]);
    expect(await list(alice, 'base=EUR&quote=USD&from=1999-01-04&to=1999-01-04')).toEqual([
      {
        date: '1999-01-04',
        base: 'EUR',
        quote: 'USD',
        rate: 1.1789,
        source: 'snapshot',
        shared: true,
      },
    ]);
  });
});

describe('POST /api/fx/rates', () => {
  it("stores the user's own rate, which replaces the shared one for that user only", async () => {
    const res = await addRate(alice, { date: '2025-05-09', base: 'EUR', quote: 'USD', rate: 1.2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      date: '2025-05-09',
      base: 'EUR',
      quote: 'USD',
      rate: 1.2,
      source: 'user',
      shared: false,
    });
    expect(await list(alice, 'base=EUR&quote=USD&from=2025-05-09')).toEqual([
      { date: '2025-05-09', base: 'EUR', quote: 'USD', rate: 1.2, source: 'user', shared: false },
    ]);
    expect((await list(bob, 'base=EUR&quote=USD&from=2025-05-09'))[0]).toMatchObject({
      rate: 1.1252,
      shared: true,
    });
    // Posting the same day again replaces it.
    expect(
      (await addRate(alice, { date: '2025-05-09', base: 'EUR', quote: 'USD', rate: 1.21 }))
        .statusCode,
    ).toBe(201);
    expect((await list(alice, 'base=EUR&quote=USD&from=2025-05-09'))[0]!.rate).toBe(1.21);
  });

  it('validates the body', async () => {
    const same = await addRate(alice, { date: '2025-05-09', base: 'EUR', quote: 'EUR', rate: 1 });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ quote: ['Quote must differ from base'] });
    expect(
      (await addRate(alice, { date: '2025-05-09', base: 'EUR', quote: 'USD', rate: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await addRate(alice, { date: '2025-05-09', base: 'EUR', quote: 'USD', rate: 1, x: 1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await addRate(alice, { date: '2025-5-9', base: 'EUR', quote: 'USD', rate: 1 })).statusCode,
    ).toBe(400);
  });

  it('needs a session and the CSRF token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fx/rates',
      headers: { authorization: `Bearer ${alice.accessToken}` },
      payload: { date: '2025-05-09', base: 'EUR', quote: 'USD', rate: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/fx/rates' })).statusCode).toBe(401);
  });
});

describe('GET /api/fx/rates', () => {
  it('filters by pair and dates, newest first, and bounds the list', async () => {
    const rows = await list(bob, 'base=eur&quote=GBP&from=2025-05-01&to=2025-05-07&limit=2');
    expect(rows.map((r) => r.date)).toEqual(['2025-05-07', '2025-05-06']);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/fx/rates?limit=0',
          headers: { authorization: `Bearer ${bob.accessToken}` },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/fx/rates/import', () => {
  // Bob's bank's rates, a little off the ECB's (1.0919 and 1.0956), so his can be told apart.
  const csv = 'Date,USD,XAU,\r\n2024-01-03,1.0901,N/A,\r\n2024-01-02,1.0944,N/A,\r\n';

  it("keeps a user's import as their own, idempotently", async () => {
    const first = await upload(bob, csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ imported: 2, skipped: 0 });
    // The same file again: every rate is already there and left unchanged.
    expect((await upload(bob, csv)).json()).toEqual({ imported: 0, skipped: 2 });
    expect(await list(bob, 'base=EUR&quote=USD&from=2024-01-02&to=2024-01-03')).toMatchObject([
      { date: '2024-01-03', rate: 1.0901, source: 'import', shared: false },
      { date: '2024-01-02', rate: 1.0944, source: 'import', shared: false },
    ]);
    // Alice still sees the shared ECB rates of those days.
    expect(await list(alice, 'base=EUR&quote=USD&from=2024-01-02&to=2024-01-03')).toMatchObject([
      { date: '2024-01-03', rate: 1.0919, source: 'snapshot', shared: true },
      { date: '2024-01-02', rate: 1.0956, source: 'snapshot', shared: true },
    ]);
  });

  it("shares an admin's import with everyone, keeping the days already there", async () => {
    // 2024 is taken out of the shared rates, then the ECB's file for 2024 and 2025 is imported:
    // 2024 comes back as the admin's import, the 2025 days shipped with the app are skipped.
    const [header, ...days] = shippedEcbCsv().trim().split('\n');
    const file = [
      header,
      ...days.filter((l) => l.startsWith('2024-') || l.startsWith('2025-')),
    ].join('\n');
    const count = (year: string) => shippedRates().filter((r) => r.date.startsWith(year)).length;
    await t.app.pool.query(
      `DELETE FROM fx_rates WHERE user_id IS NULL AND date BETWEEN '2024-01-01' AND '2024-12-31'`,
    );
    const res = await upload(admin, file, 'eurofxref-hist.csv');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: count('2024-'), skipped: count('2025-') });
    expect(count('2024-')).toBe(256 * 30); // 256 business days, 30 currencies quoted all year
    expect(await list(alice, 'base=EUR&quote=USD&from=2024-01-02&to=2024-01-02')).toEqual([
      {
        date: '2024-01-02',
        base: 'EUR',
        quote: 'USD',
        rate: 1.0956,
        source: 'import',
        shared: true,
      },
    ]);
    // Bob's own rates of 2024-01-02/03 still win for him.
    expect((await list(bob, 'base=EUR&quote=USD&from=2024-01-02&to=2024-01-02'))[0]).toMatchObject({
      rate: 1.0944,
      shared: false,
    });
  }, 60_000);

  it('refuses a file that is not in the ECB layout, naming the line', async () => {
    const res = await upload(alice, 'Date,USD\n2024-01-02,1.09\n2024-01-03,abc\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VAL_003',
      message: 'Line 3: "abc" is not a rate (USD)',
    });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/fx/rates/import',
      headers: authed(alice),
      payload: {},
    });
    expect(none.statusCode).toBe(400);
  });
});
