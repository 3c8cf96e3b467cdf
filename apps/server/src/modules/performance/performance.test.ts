import { performanceSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { call, createAccount, post } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/** API tests of GET /api/performance against real PostgreSQL, with hand-derived figures. */
const ctx = withUsers('alice', 'bob');

async function perf(query: string, who = ctx.alice) {
  const res = await call(ctx.t, who, 'GET', `/api/performance?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return performanceSchema.parse(res.json());
}
async function tx(body: Record<string, unknown>) {
  const res = await post(ctx.t, ctx.alice, body);
  expect(res.statusCode, res.body).toBe(201);
}
const account = async (name: string, type: string, balance: number, openingDate: string) =>
  (await createAccount(ctx.t, ctx.alice, { name, type, currency: 'EUR', balance, openingDate })).id;

describe('GET /api/performance', () => {
  let broker: number;

  it("reproduces API.md's example: TWR +4.50 %, MWR +1.60 %", async () => {
    // 10,000 in on 2025-01-01; 1,000 of income makes it 11,000 on 07-01, when 5,000 more comes
    // in (16,000); 800 of costs leave 15,200 on 12-31. TWR: 11,000 ÷ 10,000 × 15,200 ÷ 16,000
    // − 1 = 1.10 × 0.95 − 1 = 4.50 %; MWR: XIRR(−10,000, −5,000, +15,200) = 1.60 %.
    broker = await account('Broker', 'STOCKS', 10_000, '2025-01-01');
    const base = { accountId: broker };
    await tx({ ...base, type: 'INCOME', amount: 1_000, date: '2025-07-01', description: 'Div' });
    await tx({ ...base, type: 'DEPOSIT', amount: 5_000, date: '2025-07-01', description: 'In' });
    await tx({ ...base, type: 'EXPENSE', amount: 800, date: '2025-12-31', description: 'Fee' });
    const p = await perf(`accountId=${broker}&from=2025-01-01&to=2025-12-31`);
    expect(p).toMatchObject({
      currency: 'EUR',
      from: '2025-01-01',
      to: '2025-12-31',
      startValue: 0,
      endValue: 15_200,
      twr: 4.5,
      mwr: 1.6,
      netContributions: 15_000,
      gain: 200,
      simpleReturn: 1.33, // 200 ÷ 15,000
    });
    expect(p.points).toHaveLength(365);
    expect(p.points[181]).toMatchObject({
      date: '2025-07-01',
      value: 16_000,
      netContributions: 15_000,
      twrIndex: 110,
    });
    expect(p.points.at(-1)!.twrIndex).toBe(104.5);
  });

  it('a full withdrawal then a new deposit never shows −100 %', async () => {
    const acc = await account('Emptied', 'CRYPTO', 1_000, '2025-01-01');
    const base = { accountId: acc };
    // +10 % (1,100), everything out, nothing held for a month, 2,000 in, +5 % (2,100).
    await tx({ ...base, type: 'INCOME', amount: 100, date: '2025-02-01', description: 'Gain' });
    await tx({
      ...base,
      type: 'WITHDRAWAL',
      amount: 1_100,
      date: '2025-03-01',
      description: 'Out',
    });
    await tx({ ...base, type: 'DEPOSIT', amount: 2_000, date: '2025-04-01', description: 'In' });
    await tx({ ...base, type: 'INCOME', amount: 100, date: '2025-05-01', description: 'Gain' });
    const p = await perf(`accountId=${acc}&from=2025-01-01&to=2025-06-30`);
    // 1.10 × (0 + 1,100 − 1,100 … the empty days skipped) × 1.05 − 1 = 15.50 %.
    expect(p.twr).toBe(15.5);
    expect(Math.min(...p.points.map((x) => x.twrIndex))).toBeGreaterThanOrEqual(100);
    expect(p.netContributions).toBe(1_900); // 1,000 − 1,100 + 2,000
    expect(p.gain).toBe(200);
  });

  it('the portfolio: transfers inside it are not flows, from outside they are', async () => {
    const bank = await account('Bank', 'CASH', 50_000, '2024-01-01');
    const second = await account('Second broker', 'STOCKS', 0, '2025-01-01');
    // Bank → broker 2,000 (a flow into the portfolio); broker → second broker 3,000 (inside).
    await tx({
      accountId: bank,
      toAccountId: broker,
      type: 'TRANSFER',
      amount: 2_000,
      date: '2026-01-10',
      description: 'Fund',
    });
    await tx({
      accountId: broker,
      toAccountId: second,
      type: 'TRANSFER',
      amount: 3_000,
      date: '2026-01-20',
      description: 'Move',
    });
    const all = await perf('from=2026-01-01&to=2026-01-31');
    // Broker 15,200 + Emptied 2,100 + Second 0 at the start; only the bank's 2,000 flows in.
    expect(all).toMatchObject({
      startValue: 17_300,
      endValue: 19_300,
      netContributions: 2_000,
      gain: 0,
      twr: 0,
    });
    const one = await perf(`accountId=${broker}&from=2026-01-01&to=2026-01-31`);
    expect(one.netContributions).toBe(-1_000); // +2,000 in, −3,000 out: both flows for one account
  });

  it("another user's account is 404; bad input is 400; a user without accounts gets zeros", async () => {
    const theirs = await call(ctx.t, ctx.bob, 'GET', `/api/performance?accountId=${broker}`);
    expect(theirs.statusCode).toBe(404);
    const mine = await call(ctx.t, ctx.alice, 'GET', '/api/performance?accountId=999999');
    expect(theirs.body.replace(/"requestId":"[^"]*"/, '')).toBe(
      mine.body.replace(/"requestId":"[^"]*"/, ''),
    );
    for (const q of [
      'range=7d',
      'from=2025-13-01',
      'from=2025-02-01&to=2025-01-01',
      'accountId=x',
    ]) {
      const res = await call(ctx.t, ctx.alice, 'GET', `/api/performance?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VAL_001' });
    }
    const empty = await perf('range=30d', ctx.bob);
    expect(empty).toMatchObject({ twr: 0, mwr: null, gain: 0, netContributions: 0 });
  });
});
