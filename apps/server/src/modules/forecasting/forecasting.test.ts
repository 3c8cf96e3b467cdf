import {
  addMonths,
  cashflowResponseSchema,
  fireResponseSchema,
  monteCarloResponseSchema,
  projectionResponseSchema,
  scenarioSchema,
  upcomingListSchema,
} from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerDrift } from '../../test/areas.js';
import {
  balanceOf,
  call,
  createAccount,
  daysFromToday,
  post,
  today,
  withoutRequestId,
} from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/** API tests of /api/forecast against real PostgreSQL. */
const ctx = withUsers('alice', 'bob', 'carol', 'dave', 'erin', 'frank');

// The reference plan of API.md: 100,000, 1,000 a month, 5 %, 2 % inflation, 20 years.
const reference = {
  years: 20,
  startValue: 100_000,
  monthlyContribution: 1_000,
  annualReturn: 5,
  inflation: 2,
};

const ok = async (method: 'GET' | 'POST', url: string, body?: unknown, who = ctx.alice) => {
  const res = await call(ctx.t, who, method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};

describe('projection and Monte Carlo', () => {
  it('projects the reference to 671,134.26 nominal and 451,654.11 real', async () => {
    const rows = projectionResponseSchema.parse(
      await ok('POST', '/api/forecast/projection', reference),
    );
    expect(rows).toHaveLength(21);
    expect(rows[0]).toEqual({ year: 0, nominal: 100_000, real: 100_000 });
    expect(rows[20]).toEqual({ year: 20, nominal: 671_134.26, real: 451_654.11 });
  });

  it('volatility 0 gives the projection on every path; the same seed the same answer', async () => {
    const body = { ...reference, paths: 100, seed: 7, volatility: 0 };
    const mc = monteCarloResponseSchema.parse(await ok('POST', '/api/forecast/montecarlo', body));
    expect(mc.seed).toBe(7);
    expect(mc.percentiles[20]).toMatchObject({ p10: 671_134.26, p50: 671_134.26, p90: 671_134.26 });
    expect(mc.medianEndValue).toBe(671_134.26);
    const risky = { ...body, volatility: 15, seed: 99 };
    const a = await ok('POST', '/api/forecast/montecarlo', risky);
    expect(await ok('POST', '/api/forecast/montecarlo', risky)).toEqual(a);
  });

  it('draws a seed when none is given and returns it, so the run can be repeated', async () => {
    const body = { ...reference, paths: 200, volatility: 12 };
    const first = monteCarloResponseSchema.parse(
      await ok('POST', '/api/forecast/montecarlo', body),
    );
    const again = await ok('POST', '/api/forecast/montecarlo', { ...body, seed: first.seed });
    expect(again).toEqual(first);
  });

  it('refuses paths outside 100–10,000, years over 100 and a withdrawal after the horizon', async () => {
    const base = { ...reference, seed: 1, volatility: 10 };
    for (const [body, field] of [
      [{ ...base, paths: 10_001 }, 'paths'],
      [{ ...base, paths: 99 }, 'paths'],
      [{ ...base, paths: 100, years: 101 }, 'years'],
      [
        { ...base, paths: 100, annualWithdrawal: 1000, withdrawalStartYear: 21 },
        'withdrawalStartYear',
      ],
    ] as const) {
      const res = await call(ctx.t, ctx.alice, 'POST', '/api/forecast/montecarlo', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VAL_001' });
      expect(Object.keys((res.json() as { errors: object }).errors)).toEqual([field]);
    }
    const proj = await call(ctx.t, ctx.alice, 'POST', '/api/forecast/projection', {
      ...reference,
      years: 101,
    });
    expect(proj.statusCode).toBe(400);
    expect(proj.json()).toMatchObject({
      code: 'VAL_001',
      errors: { years: ['Years must be at most 100'] },
    });
  });

  it('runs 10,000 paths × 50 years in a worker: /api/health/live answers meanwhile', async () => {
    const body = { ...reference, years: 50, paths: 10_000, seed: 3, volatility: 15 };
    let mcDone = 0;
    const mc = call(ctx.t, ctx.alice, 'POST', '/api/forecast/montecarlo', body).then((r) => {
      mcDone = performance.now();
      return r;
    });
    // Give the request time to reach the worker, then ask the liveness probe.
    await new Promise((r) => setTimeout(r, 30));
    const t0 = performance.now();
    const live = await ctx.t.app.inject({ method: 'GET', url: '/api/health/live' });
    const liveAt = performance.now();
    expect(live.statusCode).toBe(200);
    expect(liveAt - t0).toBeLessThan(100);
    const res = await mc;
    expect(res.statusCode, res.body).toBe(200);
    const out = monteCarloResponseSchema.parse(res.json());
    expect(out.percentiles).toHaveLength(51);
    // The probe answered before the simulation finished: the event loop was free.
    expect(liveAt).toBeLessThan(mcDone);
  });
});

describe('cash flow', () => {
  let checking: number;
  let savings: number;
  beforeAll(async () => {
    checking = (
      await createAccount(ctx.t, ctx.alice, {
        name: 'Checking',
        type: 'CASH',
        currency: 'EUR',
        balance: 1_000,
      })
    ).id;
    savings = (
      await createAccount(ctx.t, ctx.alice, {
        name: 'Savings',
        type: 'CASH',
        currency: 'EUR',
        balance: 20_000,
      })
    ).id;
    // Not liquid: left out of the cash flow.
    await createAccount(ctx.t, ctx.alice, {
      name: 'Flat',
      type: 'REAL_ESTATE',
      currency: 'EUR',
      balance: 300_000,
    });
    const rent = await call(ctx.t, ctx.alice, 'POST', '/api/recurring', {
      name: 'Rent',
      accountId: checking,
      type: 'EXPENSE',
      amount: 400,
      rrule: 'FREQ=MONTHLY;COUNT=3',
      startDate: daysFromToday(1),
      weekend: 'NONE',
    });
    expect(rent.statusCode, rent.body).toBe(201);
    const loan = await call(ctx.t, ctx.alice, 'POST', '/api/loans', {
      name: 'Car',
      direction: 'BORROWED',
      kind: 'AUTO',
      currency: 'EUR',
      principal: 12_000,
      annualRate: 0,
      termMonths: 12,
      startDate: today(),
      firstPaymentDate: daysFromToday(5),
      accountId: savings,
    });
    expect(loan.statusCode, loan.body).toBe(201);
  });

  it('marks each account’s lowest point and the day it goes below 0', async () => {
    const cf = cashflowResponseSchema.parse(await ok('GET', '/api/forecast/cashflow?days=90'));
    expect(cf.currency).toBe('EUR');
    expect(cf.points).toHaveLength(91);
    expect(cf.points[0]!.date).toBe(today());
    const rents = upcomingListSchema
      .parse(await ok('GET', `/api/recurring/upcoming?from=${today()}&to=${daysFromToday(90)}`))
      .filter((u) => u.name === 'Rent');
    expect(rents).toHaveLength(3);
    const c = cf.accounts.find((a) => a.accountId === checking)!;
    // 1,000 − 3 × 400 = −200 after the third rent; below 0 from that day (600, 200, −200).
    expect(c.points[0]!.balance).toBe(1_000);
    expect(c.lowest).toEqual({ date: rents[2]!.date, balance: -200 });
    expect(c.belowZeroOn).toBe(rents[2]!.date);
    expect(c.points.find((p) => p.date === rents[0]!.date)!.balance).toBe(600);
    expect(cf.accounts.map((a) => a.name)).toEqual(['Checking', 'Savings']);
  });

  it('takes the loan’s 1,000 payments from the account it posts to', async () => {
    const cf = cashflowResponseSchema.parse(await ok('GET', '/api/forecast/cashflow?days=40'));
    const s = cf.accounts.find((a) => a.accountId === savings)!;
    const start = await balanceOf(ctx.t, ctx.alice, savings);
    // 12,000 at 0 % over 12 months: 1,000 a month, the first on day 5.
    expect(s.points[0]!.balance).toBe(start);
    expect(s.points[4]!.balance).toBe(start);
    expect(s.points[5]!.balance).toBe(start - 1_000);
    expect(s.belowZeroOn).toBeNull();
    // The total is the sum of the accounts, day by day.
    for (const [i, p] of cf.points.entries())
      expect(p.balance).toBeCloseTo(
        cf.accounts.reduce((sum, a) => sum + a.points[i]!.balance, 0),
        2,
      );
    expect(await ledgerDrift(ctx.t.app.db, ctx.alice.user.id)).toEqual([]);
  });

  it('a what-if leaves one item out: without the rent, checking never goes below 0', async () => {
    const cf = cashflowResponseSchema.parse(await ok('GET', '/api/forecast/cashflow?days=90'));
    const rent = cf.items.find((i) => i.name === 'Rent')!;
    const loan = cf.items.find((i) => i.name === 'Car')!;
    expect([rent.kind, rent.excluded, loan.kind, loan.excluded]).toEqual([
      'recurring',
      false,
      'loan',
      false,
    ]);
    const without = cashflowResponseSchema.parse(
      await ok('GET', `/api/forecast/cashflow?days=90&exclude=${rent.key}`),
    );
    const c = without.accounts.find((a) => a.accountId === checking)!;
    expect(c.belowZeroOn).toBeNull();
    expect(c.lowest).toEqual({ date: today(), balance: 1_000 });
    expect(without.items.find((i) => i.key === rent.key)!.excluded).toBe(true);
    // The loan still runs: savings falls as before.
    const s = without.accounts.find((a) => a.accountId === savings)!;
    expect(s.points[5]!.balance).toBe(s.points[0]!.balance - 1_000);
    const bad = await call(ctx.t, ctx.alice, 'GET', '/api/forecast/cashflow?exclude=rent');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VAL_001', errors: { exclude: expect.any(Array) } });
  });

  it('counts a loan payment due today until it is posted, then not twice', async () => {
    const wallet = (
      await createAccount(ctx.t, ctx.frank, {
        name: 'Wallet',
        type: 'CASH',
        currency: 'EUR',
        balance: 5_000,
      })
    ).id;
    // 1,200 at 0 % over 12 months, no autoPost: 100 due today, then one a month.
    const res = await call(ctx.t, ctx.frank, 'POST', '/api/loans', {
      name: 'Bike',
      direction: 'BORROWED',
      kind: 'PERSONAL',
      currency: 'EUR',
      principal: 1_200,
      annualRate: 0,
      termMonths: 12,
      startDate: addMonths(today(), -1),
      firstPaymentDate: today(),
      accountId: wallet,
    });
    expect(res.statusCode, res.body).toBe(201);
    const next = addMonths(today(), 1);
    const wallet40 = async () => {
      const cf = cashflowResponseSchema.parse(
        await ok('GET', '/api/forecast/cashflow?days=40', undefined, ctx.frank),
      );
      const w = cf.accounts.find((a) => a.accountId === wallet)!;
      return [w.points[0]!.balance, w.points.find((p) => p.date === next)!.balance];
    };
    // Not entered yet: today's point is 5,000 − 100; the next payment takes another 100.
    expect(await wallet40()).toEqual([4_900, 4_800]);
    const paid = await call(ctx.t, ctx.frank, 'POST', `/api/loans/${res.json().id}/payments`, {
      date: today(),
      amount: 100,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // Entered: the 100 is in the balance (4,900) and no longer in the forecast.
    expect(await balanceOf(ctx.t, ctx.frank, wallet)).toBe(4_900);
    expect(await wallet40()).toEqual([4_900, 4_800]);
  });

  it('refuses days outside 1–730', async () => {
    for (const days of ['0', '731', 'abc', '1e2']) {
      const res = await call(ctx.t, ctx.alice, 'GET', `/api/forecast/cashflow?days=${days}`);
      expect(res.statusCode, days).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VAL_001', errors: { days: expect.any(Array) } });
    }
    const two = cashflowResponseSchema.parse(await ok('GET', '/api/forecast/cashflow?days=730'));
    expect(two.points).toHaveLength(731);
  });
});

describe('FIRE', () => {
  beforeAll(async () => {
    const cash = await createAccount(ctx.t, ctx.carol, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 250_000,
      openingDate: daysFromToday(-60),
    });
    for (const [type, amount] of [
      ['EXPENSE', 40_000],
      ['INCOME', 52_000],
    ] as const) {
      const res = await post(ctx.t, ctx.carol, {
        accountId: cash.id,
        type,
        amount,
        category: 'Life',
        date: daysFromToday(-30),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('40,000 of expenses at 4 % → 1,000,000; progress and years from the last 12 months', async () => {
    const f = fireResponseSchema.parse(
      await ok('GET', '/api/forecast/fire?swr=4', undefined, ctx.carol),
    );
    // Net worth 250,000 − 40,000 + 52,000 = 262,000; savings (52,000 − 40,000) / 12 = 1,000 a month.
    expect(f).toMatchObject({
      annualExpenses: 40_000,
      fireNumber: 1_000_000,
      currentNetWorth: 262_000,
      progressPct: 26.2,
      monthlyContribution: 1_000,
    });
    // The first month whose value in today's money reaches 1,000,000 (5 % return, 2 % inflation):
    // real(m) = (262,000·g^m + 1,000·(g^m − 1)/i) / 1.02^(m/12), i = 1.05^(1/12) − 1, g = 1 + i.
    const i = Math.pow(1.05, 1 / 12) - 1;
    const real = (m: number) =>
      (262_000 * Math.pow(1 + i, m) + (1_000 * (Math.pow(1 + i, m) - 1)) / i) /
      Math.pow(1.02, m / 12);
    const months = Math.round(f.yearsToFire! * 12);
    expect(real(months)).toBeGreaterThanOrEqual(1_000_000);
    expect(real(months - 1)).toBeLessThan(1_000_000);
  });

  it('takes typed expenses and a typed rate; projection starts from net worth when not given', async () => {
    const f = fireResponseSchema.parse(
      await ok('GET', '/api/forecast/fire?swr=3.5&annualExpenses=7000', undefined, ctx.carol),
    );
    // 7,000 / 0.035 = 200,000 ≤ 262,000: already there.
    expect(f).toMatchObject({ fireNumber: 200_000, progressPct: 100, yearsToFire: 0 });
    const rows = projectionResponseSchema.parse(
      await ok(
        'POST',
        '/api/forecast/projection',
        { years: 2, monthlyContribution: 0, annualReturn: 0, inflation: 0 },
        ctx.carol,
      ),
    );
    expect(rows.map((r) => r.nominal)).toEqual([262_000, 262_000, 262_000]);
  });

  it('refuses a rate outside 0.5–20 %', async () => {
    const res = await call(ctx.t, ctx.carol, 'GET', '/api/forecast/fire?swr=0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VAL_001', errors: { swr: expect.any(Array) } });
  });
});

describe('the projection by part', () => {
  beforeAll(async () => {
    await createAccount(ctx.t, ctx.dave, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 10_000,
    });
    await createAccount(ctx.t, ctx.dave, {
      name: 'Broker',
      type: 'STOCKS',
      currency: 'EUR',
      balance: 40_000,
    });
    const loan = await call(ctx.t, ctx.dave, 'POST', '/api/loans', {
      name: 'Car',
      direction: 'BORROWED',
      kind: 'AUTO',
      currency: 'EUR',
      principal: 12_000,
      annualRate: 0,
      termMonths: 12,
      startDate: today(),
      // A month from today, so the 12 payments fall one in each of the projection's months.
      firstPaymentDate: addMonths(today(), 1),
    });
    expect(loan.statusCode, loan.body).toBe(201);
  });

  it('starts from today’s net worth by part; each grows at its rate; the loan is paid off', async () => {
    const body = {
      years: 2,
      monthlyContribution: 0,
      annualReturn: 5,
      inflation: 0,
      parts: { cash: 0, investments: 5, realEstate: 2 },
    };
    const rows = projectionResponseSchema.parse(
      await ok('POST', '/api/forecast/projection', body, ctx.dave),
    );
    // Today: 10,000 cash + 40,000 invested − 12,000 owed = 38,000, the dashboard's net worth.
    expect(rows[0]).toEqual({
      year: 0,
      nominal: 38_000,
      real: 38_000,
      parts: { cash: 10_000, investments: 40_000, realEstate: 0, loans: -12_000, missingRates: [] },
    });
    // The 12 payments of 1,000 (all principal at 0 %) leave the investments a month apart: a
    // year of 1 a month at 5 % grows to 12.27257753. Year 1: 40,000 × 1.05 − 12,272.58 =
    // 29,727.42, the loan at 0. Year 2: 40,000 × 1.05² − 12,272.58 × 1.05 = 44,100 − 12,886.21.
    expect(rows[1]).toEqual({
      year: 1,
      nominal: 39_727.42,
      real: 39_727.42,
      parts: { cash: 10_000, investments: 29_727.42, realEstate: 0, loans: 0, missingRates: [] },
    });
    expect(rows[2]).toEqual({
      year: 2,
      nominal: 41_213.79,
      real: 41_213.79,
      parts: { cash: 10_000, investments: 31_213.79, realEstate: 0, loans: 0, missingRates: [] },
    });
    const bad = await call(ctx.t, ctx.dave, 'POST', '/api/forecast/projection', {
      ...body,
      startValue: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VAL_001',
      errors: { startValue: expect.any(Array) },
    });
  });
});

describe('the projection by part, a loan without an exchange rate', () => {
  it('lists its currency in the years it is left out of, as the cash flow does', async () => {
    await createAccount(ctx.t, ctx.erin, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 5_000,
    });
    const loan = await call(ctx.t, ctx.erin, 'POST', '/api/loans', {
      name: 'Family',
      direction: 'BORROWED',
      kind: 'PRIVATE',
      currency: 'XOF',
      principal: 240_000,
      annualRate: 0,
      termMonths: 24,
      startDate: today(),
      firstPaymentDate: addMonths(today(), 1),
    });
    expect(loan.statusCode, loan.body).toBe(201);
    const rows = projectionResponseSchema.parse(
      await ok(
        'POST',
        '/api/forecast/projection',
        {
          years: 3,
          monthlyContribution: 0,
          annualReturn: 0,
          inflation: 0,
          parts: { cash: 0, investments: 0, realEstate: 0 },
        },
        ctx.erin,
      ),
    );
    // No XOF rate: the loan is in no year's figures, and every year says so.
    expect(rows.map((r) => r.nominal)).toEqual([5_000, 5_000, 5_000, 5_000]);
    for (const r of rows) expect(r.parts?.missingRates).toEqual(['XOF']);
  });
});

describe('scenarios', () => {
  const inputs = { ...reference, paths: 1_000, seed: 5, volatility: 15, swr: 4 };

  it('saves, lists, renames and deletes; another user’s answers 404 like a missing one', async () => {
    const created = await call(ctx.t, ctx.alice, 'POST', '/api/forecast/scenarios', {
      name: 'Retire at 55',
      inputs,
    });
    expect(created.statusCode, created.body).toBe(201);
    const s = scenarioSchema.parse(created.json());
    expect(s.inputs).toEqual(inputs);
    const list = (await ok('GET', '/api/forecast/scenarios')) as { id: number }[];
    expect(list.map((x) => x.id)).toContain(s.id);
    expect(await ok('GET', '/api/forecast/scenarios', undefined, ctx.bob)).toEqual([]);

    const put = await call(ctx.t, ctx.alice, 'PUT', `/api/forecast/scenarios/${s.id}`, {
      name: 'Retire at 60',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(scenarioSchema.parse(put.json())).toMatchObject({ name: 'Retire at 60', inputs });

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? { name: 'Mine' } : undefined;
      const theirs = await call(ctx.t, ctx.bob, method, `/api/forecast/scenarios/${s.id}`, body);
      const missing = await call(
        ctx.t,
        ctx.bob,
        method,
        '/api/forecast/scenarios/2147483000',
        body,
      );
      expect(theirs.statusCode).toBe(404);
      expect(withoutRequestId(theirs.body)).toBe(withoutRequestId(missing.body));
    }
    const del = await call(ctx.t, ctx.alice, 'DELETE', `/api/forecast/scenarios/${s.id}`);
    expect(del.statusCode).toBe(204);
    expect(
      (await call(ctx.t, ctx.alice, 'GET', `/api/forecast/scenarios/${s.id}`)).statusCode,
    ).toBe(404);
  });

  it('refuses a scenario without a name or with out-of-range inputs', async () => {
    const res = await call(ctx.t, ctx.alice, 'POST', '/api/forecast/scenarios', {
      name: '',
      inputs: { ...inputs, paths: 50_000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VAL_001',
      errors: { name: ['Name is required'], 'inputs.paths': expect.any(Array) },
    });
  });
});
