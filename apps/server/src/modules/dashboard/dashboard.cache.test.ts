import { gunzipSync } from 'node:zlib';
import { networthSummarySchema } from '@wealthlog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authed, NO_LIMITS, type Signed, signUp } from '../../test/auth.js';
import { seedAccount, seedRates, seedTransaction } from '../../test/ledger-sql.js';

/**
 * Caching (60 s per user) and what invalidates it; base currency, own rates and missing rates.
 * Shared rates: EUR→USD 1.1252 on 2025-05-09 only (the shipped snapshot is removed first).
 */
let t: TestApp;
let alice: Signed;
let bob: Signed;
let aliceUsd: number;

const summary = async (s: Signed) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard/networth/summary',
    headers: { authorization: `Bearer ${s.accessToken}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return networthSummarySchema.parse(res.json());
};

beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  alice = await signUp(t, 'alice');
  bob = await signUp(t, 'bob');
  await t.app.pool.query('DELETE FROM fx_rates');
  await seedRates(t.app.pool, [{ date: '2025-05-09', base: 'EUR', quote: 'USD', rate: '1.1252' }]);
  await seedAccount(t.app.pool, alice.user.id, {
    name: 'EUR',
    type: 'CASH',
    currency: 'EUR',
    openingBalance: '100',
    openingDate: '2025-01-01',
  });
  aliceUsd = await seedAccount(t.app.pool, alice.user.id, {
    name: 'USD',
    type: 'STOCKS',
    currency: 'USD',
    openingBalance: '1125.2',
    openingDate: '2025-01-01',
  });
  await seedAccount(t.app.pool, bob.user.id, {
    name: 'USD',
    type: 'CASH',
    currency: 'USD',
    openingBalance: '112.52',
    openingDate: '2025-01-01',
  });
});
afterAll(async () => t?.close());

describe('the dashboard cache', () => {
  it('answers from the cache until the user’s figures are invalidated', async () => {
    // 100 EUR + 1125.2 / 1.1252 = 100 + 1000 = 1100
    expect((await summary(alice)).netWorth).toBe(1100);
    // A posting written behind the app's back is not seen: the answer is cached...
    await seedTransaction(t.app.pool, alice.user.id, {
      accountId: aliceUsd,
      type: 'INCOME',
      amount: '112.52',
      date: '2025-05-09',
    });
    expect((await summary(alice)).netWorth).toBe(1100);
    // ...until a writer invalidates it (what the transactions module does on every posting):
    // + 112.52 / 1.1252 = + 100
    await t.app.dashboardCache.invalidate(alice.user.id);
    expect((await summary(alice)).netWorth).toBe(1200);
  });

  it('keeps users apart: one user’s invalidation leaves the other’s cache alone', async () => {
    expect((await summary(bob)).netWorth).toBe(100); // 112.52 / 1.1252
    await seedTransaction(t.app.pool, bob.user.id, {
      accountId: (
        await t.app.pool.query(`SELECT id FROM accounts WHERE user_id = $1`, [bob.user.id])
      ).rows[0].id,
      type: 'INCOME',
      amount: '112.52',
      date: '2025-05-09',
    });
    await t.app.dashboardCache.invalidate(alice.user.id);
    expect((await summary(bob)).netWorth).toBe(100);
    await t.app.dashboardCache.invalidate(bob.user.id);
    expect((await summary(bob)).netWorth).toBe(200);
  });

  it("a user's own rate changes their figures at once, and only theirs", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fx/rates',
      headers: authed(alice),
      payload: { date: '2025-06-01', base: 'USD', quote: 'EUR', rate: 0.5 },
    });
    expect(res.statusCode).toBe(201);
    // USD→EUR 0.5 of 06-01 is later than EUR→USD 1.1252: 1237.72 USD × 0.5 = 618.86; + 100 EUR
    expect((await summary(alice)).netWorth).toBe(718.86);
    // Bob: 225.04 / 1.1252 = 200, as before.
    expect((await summary(bob)).netWorth).toBe(200);
  });

  it('a shared rate change invalidates everyone (invalidateAll)', async () => {
    await seedRates(t.app.pool, [
      { date: '2025-07-01', base: 'EUR', quote: 'USD', rate: '1.2504' },
    ]);
    expect((await summary(bob)).netWorth).toBe(200);
    await t.app.dashboardCache.invalidateAll();
    // 225.04 / 1.2504 = 179.97440… → 179.97
    expect((await summary(bob)).netWorth).toBe(179.97);
  });

  it('converts into the base currency of the settings', async () => {
    await t.app.pool.query(`INSERT INTO general_settings (user_id, currency) VALUES ($1, 'USD')`, [
      bob.user.id,
    ]);
    await t.app.dashboardCache.invalidate(bob.user.id);
    const s = await summary(bob);
    // Everything is already in USD: 112.52 + 112.52
    expect(s).toMatchObject({
      currency: 'USD',
      netWorth: 225.04,
      byCurrency: { USD: 225.04 },
      missingRates: [],
    });
  });

  it('leaves a currency without any rate out, and says so', async () => {
    await seedAccount(t.app.pool, bob.user.id, {
      name: 'GBP',
      type: 'CASH',
      currency: 'GBP',
      openingBalance: '10',
      openingDate: '2025-01-01',
    });
    await t.app.dashboardCache.invalidate(bob.user.id);
    const s = await summary(bob);
    expect(s).toMatchObject({
      netWorth: 225.04,
      byCurrency: { USD: 225.04 },
      missingRates: ['GBP'],
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/networth?range=30d',
      headers: { authorization: `Bearer ${bob.accessToken}` },
    });
    expect(res.json().missingRates).toEqual(['GBP']);
    expect(res.json().points.at(-1).netWorth).toBe(225.04);
  });

  it('gzips a large answer for clients that accept it, with the same JSON inside', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/dashboard/networth?range=1y',
        headers: {
          authorization: `Bearer ${alice.accessToken}`,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024); // 365 daily points
    const zipped = await get('gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
