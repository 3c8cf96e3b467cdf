import {
  createRateBook,
  netWorthSeries,
  networthSeriesSchema,
  networthSummarySchema,
  toMoneyNumber,
} from '@wealthlog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { NO_LIMITS, type Signed, signUp } from '../../test/auth.js';
import { seedAccount, seedRates, seedTransaction } from '../../test/ledger-sql.js';

/**
 * The hand-derived data set of core's networth.test.ts, written through SQL, so the SQL is held to
 * the same figures as the pure maths. Rates (units per 1 EUR): USD 1.13 (05-02), 1.1297 (05-08),
 * 1.1252 (05-09); JPY 162.5 (05-08), 163.36 (05-09). The shipped snapshot is removed first.
 */
let t: TestApp;
let alice: Signed;
let bob: Signed;
const ids: Record<string, number> = {};

const get = (s: Signed, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${s.accessToken}` } });
const series = async (s: Signed, range?: string) => {
  const res = await get(s, `/api/dashboard/networth${range ? `?range=${range}` : ''}`);
  expect(res.statusCode).toBe(200);
  return networthSeriesSchema.parse(res.json());
};
const summary = async (s: Signed) => {
  const res = await get(s, '/api/dashboard/networth/summary');
  expect(res.statusCode).toBe(200);
  return networthSummarySchema.parse(res.json());
};
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  alice = await signUp(t, 'alice');
  bob = await signUp(t, 'bob');
  const pool = t.app.pool;
  await pool.query('DELETE FROM fx_rates');
  await seedRates(pool, [
    { date: '2025-05-02', base: 'EUR', quote: 'USD', rate: '1.13' },
    { date: '2025-05-08', base: 'EUR', quote: 'USD', rate: '1.1297' },
    { date: '2025-05-09', base: 'EUR', quote: 'USD', rate: '1.1252' },
    { date: '2025-05-08', base: 'EUR', quote: 'JPY', rate: '162.5' },
    { date: '2025-05-09', base: 'EUR', quote: 'JPY', rate: '163.36' },
  ]);
  const a = alice.user.id;
  ids.eur = await seedAccount(pool, a, {
    name: 'Cash EUR',
    type: 'CASH',
    currency: 'EUR',
    openingBalance: '1000',
    openingDate: '2025-05-01',
  });
  ids.usd = await seedAccount(pool, a, {
    name: 'Cash USD',
    type: 'CASH',
    currency: 'USD',
    openingBalance: '500',
    openingDate: '2025-05-05',
  });
  // Deactivated and never touched: still counted.
  ids.house = await seedAccount(pool, a, {
    name: 'Flat',
    type: 'REAL_ESTATE',
    currency: 'EUR',
    openingBalance: '200000',
    openingDate: '2020-01-01',
    active: false,
  });
  ids.jpy = await seedAccount(pool, a, {
    name: 'Trip',
    type: 'PERSONAL_EXPENSES',
    currency: 'JPY',
    openingBalance: '0',
    openingDate: '2025-05-01',
  });
  await seedTransaction(pool, a, {
    accountId: ids.jpy!,
    type: 'EXPENSE',
    amount: '10000',
    date: '2025-05-08',
  });
  // 200 EUR sent, 225.04 USD received (200 × 1.1252).
  await seedTransaction(pool, a, {
    accountId: ids.eur!,
    type: 'TRANSFER',
    amount: '200',
    date: '2025-05-09',
    toAccountId: ids.usd!,
    toAmount: '225.04',
  });
  await seedAccount(pool, bob.user.id, {
    name: 'Bob USD',
    type: 'CASH',
    currency: 'USD',
    openingBalance: '100',
    openingDate: '2025-05-09',
  });
});
afterAll(async () => t?.close());

describe('GET /api/dashboard/networth', () => {
  it('range=all: every day from the first opening date, each account every day', async () => {
    const s = await series(alice, 'all');
    expect(s.currency).toBe('EUR');
    expect(s.missingRates).toEqual([]);
    // The flat opened on 2020-01-01: the first point, and the only account then.
    expect(s.points[0]).toEqual({
      date: '2020-01-01',
      netWorth: 200000,
      assets: 200000,
      liabilities: 0,
    });
    const days = (Date.parse(today()) - Date.parse('2020-01-01')) / 86_400_000 + 1;
    expect(s.points).toHaveLength(days);
    const at = (d: string) => s.points.find((p) => p.date === d);
    // 05-04: 1000 EUR + the flat; the USD account opens on 05-05.
    expect(at('2025-05-04')).toEqual({
      date: '2025-05-04',
      netWorth: 201000,
      assets: 201000,
      liabilities: 0,
    });
    // 05-07: 1000 + 500 / 1.13 (442.4778…) + 200000 = 201442.48 (0 JPY needs no rate)
    expect(at('2025-05-07')).toEqual({
      date: '2025-05-07',
      netWorth: 201442.48,
      assets: 201442.48,
      liabilities: 0,
    });
    // 05-08: 1000 + 500 / 1.1297 (442.5953…) + 200000 = 201442.60; −10000 JPY / 162.5 = 61.54
    expect(at('2025-05-08')).toEqual({
      date: '2025-05-08',
      netWorth: 201381.06,
      assets: 201442.6,
      liabilities: 61.54,
    });
    // 05-09: 800 + 725.04 / 1.1252 (644.3654…) + 200000 = 201444.37; 10000 / 163.36 = 61.21
    expect(at('2025-05-09')).toEqual({
      date: '2025-05-09',
      netWorth: 201383.16,
      assets: 201444.37,
      liabilities: 61.21,
    });
    // Every later day is quiet: the same balances and the same (latest) rates, up to today.
    expect(s.points.at(-1)).toEqual({
      date: today(),
      netWorth: 201383.16,
      assets: 201444.37,
      liabilities: 61.21,
    });
  });

  it('30d is the default; 90d, 1y and ytd end today', async () => {
    const d30 = await series(alice);
    expect(d30.points).toHaveLength(30);
    expect(d30.points.at(-1)!.date).toBe(today());
    expect((await series(alice, '90d')).points).toHaveLength(90);
    const year = await series(alice, '1y');
    const back = new Date(`${today()}T00:00:00Z`);
    back.setUTCFullYear(back.getUTCFullYear() - 1);
    expect(year.points).toHaveLength((Date.parse(today()) - back.getTime()) / 86_400_000);
    expect((await series(alice, 'ytd')).points[0]!.date).toBe(`${today().slice(0, 4)}-01-01`);
    const bad = await get(alice, '/api/dashboard/networth?range=7d');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VAL_001');
  });

  it('every range is the same days of range=all: moves before it open it, once per holder', async () => {
    // Every move is in May 2025, before each range but 'all': each range starts from one opening
    // move per account (the JPY account's is negative, a liability), and must give the figures
    // the running sums over every move give on the same days.
    const all = new Map((await series(alice, 'all')).points.map((p) => [p.date, p]));
    for (const range of ['30d', '90d', '1y', 'ytd']) {
      const part = await series(alice, range);
      expect(part.points.length).toBeGreaterThan(0);
      expect(part.points).toEqual(part.points.map((p) => all.get(p.date)));
    }
  });

  it("counts only the caller's accounts", async () => {
    // Bob: 100 USD since 2025-05-09 = 100 / 1.1252 = 88.8730…
    const s = await series(bob);
    expect(s.points.every((p) => p.netWorth === 88.87 && p.liabilities === 0)).toBe(true);
    const none = await signUp(t, 'carol');
    expect((await series(none, 'all')).points).toEqual([
      { date: today(), netWorth: 0, assets: 0, liabilities: 0 },
    ]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/networth' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the SQL and the pure maths of core agree', () => {
  it('on every day of range=all', async () => {
    const pool = t.app.pool;
    const userId = alice.user.id;
    // The daily table already holds the opening balances (ADR 0005): opening 0 here.
    const accounts = (
      await pool.query(`SELECT id, type, currency FROM accounts WHERE user_id = $1`, [userId])
    ).rows.map((a) => ({ ...a, openingBalance: 0, openingDate: '1900-01-01' }));
    const deltas = (
      await pool.query(
        `SELECT account_id AS "accountId", day::text AS date, delta::text AS amount
         FROM account_daily_deltas WHERE user_id = $1`,
        [userId],
      )
    ).rows;
    const rates = (
      await pool.query(
        `SELECT date::text, base, quote, rate::text, user_id IS NOT NULL AS own FROM fx_rates
         WHERE coalesce(user_id, 0) IN (0, $1)`,
        [userId],
      )
    ).rows;
    const api = await series(alice, 'all');
    const pure = netWorthSeries({
      accounts,
      deltas,
      rates: createRateBook(rates),
      base: 'EUR',
      from: api.points[0]!.date,
      to: today(),
    });
    expect(api.points).toEqual(
      pure.points.map((p) => ({
        date: p.date,
        netWorth: toMoneyNumber(p.netWorth, 'EUR'),
        assets: toMoneyNumber(p.assets, 'EUR'),
        liabilities: toMoneyNumber(p.liabilities, 'EUR'),
      })),
    );
    expect(api.missingRates).toEqual(pure.missingRates);
  });
});

describe('GET /api/dashboard/networth/summary', () => {
  it('gives the figures of today, split by liquidity, type and currency', async () => {
    expect(await summary(alice)).toEqual({
      currency: 'EUR',
      netWorth: 201383.16,
      assets: 201444.37,
      liabilities: 61.21,
      // the liquid assets, before debt: 800 + 644.3654… = 1444.37 (the flat is the only illiquid
      // one); liquid + illiquid = assets (ADR 0022)
      liquid: 1444.37,
      illiquid: 200000,
      assetsByType: { CASH: 1444.37, REAL_ESTATE: 200000 },
      liabilitiesByType: { PERSONAL_EXPENSES: 61.21 },
      // CASH 800 + 644.3654… = 1444.37
      byType: { CASH: 1444.37, PERSONAL_EXPENSES: -61.21, REAL_ESTATE: 200000 },
      byCurrency: { EUR: 200800, JPY: -61.21, USD: 644.37 },
      missingRates: [],
      asOf: today(),
    });
    expect((await summary(bob)).netWorth).toBe(88.87);
  });
});
