import { PERFORMANCE_POINTS_MAX, type Performance, performanceSchema } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withBystander } from '../../test/bystander.js';
import { call, createAccount, daysFromToday, post, today } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * ADR 0019: GET /api/performance?from=1900-01-01&to=2199-12-31 for a user with one trade answered
 * 109,573 points (7.8 MiB) after 1.7 s, holding the event loop. The range is now clamped to the
 * data and today and the points thinned (ADR 0019); the figures stay those of every day.
 */
const ctx = withUsers('alice', 'bob', 'carol');
const HOSTILE = 'from=1900-01-01&to=2199-12-31';
// 1,500 days of data: more than PERFORMANCE_POINTS_MAX, so even the real span is thinned.
const D0 = daysFromToday(-1_500);
const day = (n: number) => daysFromToday(-1_500 + n);

async function perf(query: string) {
  const res = await call(ctx.t, ctx.alice, 'GET', `/api/performance?${query}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { p: performanceSchema.parse(res.json()), bytes: res.body.length };
}
const figures = ({ points: _points, ...rest }: Performance) => rest;

describe('GET /api/performance over a hostile range', () => {
  let broker: number;

  beforeAll(async () => {
    // 10,000 in on D0; 10 ACME bought at 100 on D0+10; priced 120 on D0+400 (+200); 5,000 more
    // on D0+700; priced 110 on D0+1,000 (+100 in all) — worth 15,100 since.
    broker = (
      await createAccount(ctx.t, ctx.alice, {
        name: 'Broker',
        type: 'STOCKS',
        currency: 'EUR',
        balance: 10_000,
        openingDate: D0,
      })
    ).id;
    const trade = await call(ctx.t, ctx.alice, 'POST', '/api/trade', {
      accountId: broker,
      instrument: 'ACME',
      assetClass: 'STOCK',
      direction: 'LONG',
      quantity: 10,
      entryPrice: 100,
      fees: 0,
      entryDate: `${day(10)}T10:00:00Z`,
    });
    expect(trade.statusCode, trade.body).toBe(201);
    for (const [n, price] of [
      [400, 120],
      [1_000, 110],
    ] as const) {
      const res = await call(ctx.t, ctx.alice, 'POST', '/api/prices', {
        instrument: 'ACME',
        date: day(n),
        price,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const deposit = await post(ctx.t, ctx.alice, {
      accountId: broker,
      type: 'DEPOSIT',
      amount: 5_000,
      date: day(700),
      description: 'More',
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
  });

  it('computes the data’s span only, answers at most PERFORMANCE_POINTS_MAX points, same figures', async () => {
    const hostile = await perf(HOSTILE);
    const real = await perf(`from=${D0}&to=${today()}`);
    // The answer says the range computed: from the opening to today.
    expect(hostile.p).toMatchObject({ from: D0, to: today() });
    expect(hostile.p.points.length).toBeLessThanOrEqual(PERFORMANCE_POINTS_MAX);
    expect(hostile.p.points[0]!.date).toBe(D0);
    expect(hostile.p.points.at(-1)!.date).toBe(today());
    expect(hostile.bytes).toBeLessThan(100_000); // 7.8 MiB before
    expect(figures(hostile.p)).toEqual(figures(real.p));
    // By hand: TWR 1.02 (+200 on 10,000) × 15,100 ÷ 15,200 (the deposit day is flat) − 1.
    expect(hostile.p).toMatchObject({
      startValue: 0,
      endValue: 15_100,
      netContributions: 15_000,
      gain: 100,
      twr: 1.33,
      simpleReturn: 0.67,
    });
    // The portfolio (this one account) and range=all say the same.
    expect(figures((await perf(`accountId=${broker}&${HOSTILE}`)).p)).toEqual(figures(real.p));
    expect(figures((await perf('range=all')).p)).toEqual(figures(real.p));
  });

  it('keeps each point exact: the values of its own day, never an average', async () => {
    const { p } = await perf(HOSTILE);
    // D0 … D0+900 fits in PERFORMANCE_POINTS_MAX: one point a day, from the same start.
    const { p: daily } = await perf(`from=${D0}&to=${day(900)}`);
    expect(daily.points).toHaveLength(901);
    const byDate = new Map(daily.points.map((x) => [x.date, x]));
    const kept = p.points.filter((x) => x.date <= day(900));
    expect(kept.length).toBeGreaterThan(500);
    for (const x of kept) expect(x).toEqual(byDate.get(x.date));
  });

  it('a range before the data or after today is its one day', async () => {
    const before = (await perf('from=1900-01-01&to=1950-12-31')).p;
    expect(before).toMatchObject({ from: '1950-12-31', to: '1950-12-31', twr: 0, gain: 0 });
    expect(before.points).toHaveLength(1);
    const after = (await perf('from=2190-01-01&to=2199-12-31')).p;
    expect(after).toMatchObject({ from: today(), to: today(), endValue: 15_100 });
    expect(after.points).toHaveLength(1);
  });

  it('holds nobody up: bob’s requests meanwhile answer within 100 ms', async () => {
    // A range not asked before, so the cache cannot answer it.
    const r = await withBystander(
      () => call(ctx.t, ctx.alice, 'GET', '/api/performance?from=1900-01-02&to=2199-12-30'),
      () => call(ctx.t, ctx.bob, 'GET', '/api/account'),
    );
    expect(r.result.statusCode).toBe(200);
    expect(Math.max(...r.latencies)).toBeLessThan(100);
    expect(r.maxStallMs).toBeLessThan(100);
  });
});

describe('GET /api/performance of an account opened in 1900', () => {
  it('reads the changes, not 46,000 quiet days, and holds nobody up', async () => {
    // 1,000 in on 1900-01-01, 500 more on 2000-01-03, 150 of income on 2010-06-01: 1,650.
    const old = await createAccount(ctx.t, ctx.carol, {
      name: 'Old',
      type: 'STOCKS',
      currency: 'EUR',
      balance: 1_000,
      openingDate: '1900-01-01',
    });
    for (const [type, amount, date] of [
      ['DEPOSIT', 500, '2000-01-03'],
      ['INCOME', 150, '2010-06-01'],
    ] as const) {
      const res = await post(ctx.t, ctx.carol, { accountId: old.id, type, amount, date });
      expect(res.statusCode, res.body).toBe(201);
    }
    const r = await withBystander(
      () => call(ctx.t, ctx.carol, 'GET', `/api/performance?accountId=${old.id}&range=all`),
      () => call(ctx.t, ctx.bob, 'GET', '/api/account'),
    );
    expect(r.result.statusCode).toBe(200);
    const p = performanceSchema.parse(r.result.json());
    expect(p).toMatchObject({ from: '1900-01-01', to: today(), endValue: 1_650 });
    // 1,650 ÷ (1,000 + 500) − 1: the deposit day is flat, the income is return.
    expect(p).toMatchObject({ twr: 10, netContributions: 1_500, gain: 150 });
    expect(p.points).toHaveLength(PERFORMANCE_POINTS_MAX);
    expect(p.points.at(-1)).toEqual({
      date: today(),
      value: 1_650,
      netContributions: 1_500,
      twrIndex: 110,
    });
    expect(r.maxStallMs).toBeLessThan(100);
  });
});
