import { budgetMonthSchema } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, post, withoutRequestId } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * API tests of /api/budgets against real PostgreSQL: rollover chains over three months,
 * refunds, conversion to the base currency at the day's rate, copy, delete, another user's 404.
 */
const ctx = withUsers('alice', 'bob');
const view = async (month: string, who = ctx.alice) => {
  const res = await call(ctx.t, who, 'GET', `/api/budgets?month=${month}`);
  expect(res.statusCode).toBe(200);
  return budgetMonthSchema.parse(res.json());
};
const put = (category: string, body: Record<string, unknown>, who = ctx.alice) =>
  call(ctx.t, who, 'PUT', `/api/budgets/${encodeURIComponent(category)}`, body);
const row = async (month: string, category: string) =>
  (await view(month)).items.find((i) => i.category === category);
const figures = (
  i: { amount: number; carriedIn: number; spent: number; available: number } | undefined,
) => i && [i.amount, i.carriedIn, i.spent, i.available];

let eur: number;
let usd: number;
const spend = async (
  accountId: number,
  amount: number,
  category: string,
  date: string,
  type = 'EXPENSE',
) => {
  const res = await post(ctx.t, ctx.alice, { accountId, type, amount, category, date });
  expect(res.statusCode).toBe(201);
};

beforeAll(async () => {
  eur = (
    await createAccount(ctx.t, ctx.alice, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 10000,
    })
  ).id;
  usd = (
    await createAccount(ctx.t, ctx.alice, {
      name: 'US',
      type: 'CASH',
      currency: 'USD',
      balance: 10000,
    })
  ).id;
  // The user's own rate: 1 EUR = 1.25 USD on 2025-01-10, so 62.50 USD = 50.00 EUR that day.
  const rate = await call(ctx.t, ctx.alice, 'POST', '/api/fx/rates', {
    date: '2025-01-10',
    base: 'EUR',
    quote: 'USD',
    rate: 1.25,
  });
  expect(rate.statusCode).toBe(201);
  await call(ctx.t, ctx.alice, 'GET', '/api/categories');
  // Groceries, January: 400.00 EUR + 62.50 USD (= 50.00 EUR) − a 30.00 EUR refund = 420.00.
  await spend(eur, 400, 'Groceries', '2025-01-03');
  await spend(usd, 62.5, 'groceries', '2025-01-10');
  await spend(eur, 30, 'Groceries', '2025-01-20', 'INCOME');
  // Dining, January: 560.00. Transport, January: 420.00. Other categories do not count.
  await spend(eur, 560, 'Dining', '2025-01-15');
  await spend(eur, 420, 'Transport', '2025-01-15');
  await spend(eur, 99, 'Health', '2025-01-15');
  await spend(eur, 420, 'Education', '2025-01-16');
  // February: Groceries 700.00; March: Groceries 100.00, Dining 200.00.
  await spend(eur, 700, 'Groceries', '2025-02-14');
  await spend(eur, 100, 'Groceries', '2025-03-02');
  await spend(eur, 200, 'Dining', '2025-03-31');
  for (const [category, rollover] of [
    ['Groceries', 'SURPLUS'],
    ['Dining', 'SURPLUS_AND_DEFICIT'],
    ['Transport', 'NONE'],
    ['Education', 'SURPLUS'],
  ]) {
    const res = await put(category!, { amount: 500, rollover, from: '2025-01' });
    expect(res.statusCode).toBe(200);
  }
});

describe('budgets: the API contract’s reference figures', () => {
  it('January: spent net of refunds, converted at the day’s rate', async () => {
    const jan = await view('2025-01');
    expect(jan.currency).toBe('EUR');
    expect(jan.items.map((i) => [i.category, i.rollover, ...figures(i)!])).toEqual([
      ['Dining', 'SURPLUS_AND_DEFICIT', 500, 0, 560, -60],
      ['Education', 'SURPLUS', 500, 0, 420, 80],
      ['Groceries', 'SURPLUS', 500, 0, 420, 80],
      ['Transport', 'NONE', 500, 0, 420, 80],
    ]);
    // 2,000 budgeted; 560 + 420 + 420 + 420 = 1,820 spent; 180 left (−60 + 80 + 80 + 80).
    expect(jan.totals).toEqual({ amount: 2000, carriedIn: 0, spent: 1820, available: 180 });
    expect(jan.missingRates).toEqual([]);
  });

  it('February: SURPLUS → 580; SURPLUS_AND_DEFICIT → 440; NONE → 500', async () => {
    expect(figures(await row('2025-02', 'Groceries'))).toEqual([500, 80, 700, -120]);
    expect(figures(await row('2025-02', 'Dining'))).toEqual([500, -60, 0, 440]);
    expect(figures(await row('2025-02', 'Transport'))).toEqual([500, 0, 0, 500]);
    // The reference as it stands: 500, spent 420 in January, SURPLUS, nothing spent in February.
    expect(figures(await row('2025-02', 'Education'))).toEqual([500, 80, 0, 580]);
  });

  it('March, the third month of the chains: an overspend never carries under SURPLUS', async () => {
    // Groceries: February −120 carries 0 → 500 − 100 = 400. Dining: 440 carries → 940 − 200 = 740.
    expect(figures(await row('2025-03', 'Groceries'))).toEqual([500, 0, 100, 400]);
    expect(figures(await row('2025-03', 'Dining'))).toEqual([500, 440, 200, 740]);
    expect(figures(await row('2025-03', 'Transport'))).toEqual([500, 0, 0, 500]);
  });

  it('a budget set from a month on changes that month and the later ones, not the earlier', async () => {
    expect((await put('Transport', { amount: 300, from: '2025-03' })).statusCode).toBe(200);
    expect(figures(await row('2025-02', 'Transport'))).toEqual([500, 0, 0, 500]);
    // The rollover in force stays when the body leaves it out.
    expect(await row('2025-04', 'Transport')).toMatchObject({ amount: 300, rollover: 'NONE' });
  });

  it('copy last month sets the month before’s budgets for the month', async () => {
    const res = await call(ctx.t, ctx.alice, 'POST', '/api/budgets/copy', { month: '2025-03' });
    expect(res.statusCode).toBe(200);
    expect(
      budgetMonthSchema.parse(res.json()).items.find((i) => i.category === 'Transport'),
    ).toMatchObject({
      amount: 500,
    });
  });

  it('delete from a month on: gone from then, still there before; nothing left → 404', async () => {
    expect(
      (await call(ctx.t, ctx.alice, 'DELETE', '/api/budgets/Transport?from=2025-02')).statusCode,
    ).toBe(204);
    expect(await row('2025-02', 'Transport')).toBeUndefined();
    expect(await row('2025-05', 'Transport')).toBeUndefined();
    expect(figures(await row('2025-01', 'Transport'))).toEqual([500, 0, 420, 80]);
    const again = await call(ctx.t, ctx.alice, 'DELETE', '/api/budgets/Transport?from=2025-02');
    expect(again.statusCode).toBe(404);
  });

  it('a month without a budget ends a chain: a new budget starts without carry', async () => {
    expect(
      (await put('Transport', { amount: 200, rollover: 'SURPLUS', from: '2025-04' })).statusCode,
    ).toBe(200);
    expect(figures(await row('2025-04', 'Transport'))).toEqual([200, 0, 0, 200]);
    expect(figures(await row('2025-05', 'Transport'))).toEqual([200, 200, 0, 400]);
  });

  it('a currency without a rate is left out and listed in missingRates', async () => {
    // No shipped ECB rate and no own rate converts the Moroccan dirham.
    const mad = (
      await createAccount(ctx.t, ctx.alice, {
        name: 'MA',
        type: 'CASH',
        currency: 'MAD',
        balance: 100,
      })
    ).id;
    const before = (await row('2025-06', 'Groceries'))!.spent;
    await spend(mad, 10, 'Groceries', '2025-06-01');
    const june = await view('2025-06');
    expect(june.items.find((i) => i.category === 'Groceries')!.spent).toBe(before);
    expect(june.missingRates).toEqual(['MAD']);
  });
});

describe('budgets: codes', () => {
  it('400 VAL_001 for a bad month, amount or rollover', async () => {
    const bad = await call(ctx.t, ctx.alice, 'GET', '/api/budgets?month=2025-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VAL_001', errors: { month: ['Month is invalid'] } });
    const body = await put('Groceries', { amount: -5, rollover: 'ALWAYS' });
    expect(body.statusCode).toBe(400);
    expect(Object.keys(body.json().errors).sort()).toEqual(['amount', 'rollover']);
  });

  it('an amount takes the base currency’s decimals: KWD to the fils, JPY whole yen', async () => {
    const base = (currency: string) =>
      call(ctx.t, ctx.bob, 'PUT', '/api/generalSettings', { currency });
    await call(ctx.t, ctx.bob, 'GET', '/api/categories');
    expect((await base('KWD')).statusCode).toBe(200);
    expect((await put('Groceries', { amount: 12.345, from: '2026-01' }, ctx.bob)).statusCode).toBe(
      200,
    );
    const kwd = (await view('2026-01', ctx.bob)).items.find((i) => i.category === 'Groceries');
    expect(kwd?.amount).toBe(12.345);
    const tooFine = await put('Groceries', { amount: 12.3456 }, ctx.bob);
    expect(tooFine.statusCode).toBe(400);
    expect(tooFine.json().errors).toEqual({
      amount: ['Amount must have at most 3 decimal places'],
    });
    expect((await base('JPY')).statusCode).toBe(200);
    const yen = await put('Groceries', { amount: 1500.5 }, ctx.bob);
    expect(yen.statusCode).toBe(400);
    expect(yen.json().errors).toEqual({ amount: ['Amount must have at most 0 decimal places'] });
    expect((await put('Groceries', { amount: 1500 }, ctx.bob)).statusCode).toBe(200);
    await base('EUR');
  });

  it('another user’s category, or none by that name, is 404 byte for byte', async () => {
    await call(ctx.t, ctx.alice, 'POST', '/api/categories', { name: 'Horses' });
    await call(ctx.t, ctx.bob, 'GET', '/api/categories');
    const missing = await put('Nothing-like-it', { amount: 1 }, ctx.bob);
    const theirs = await put('Horses', { amount: 1 }, ctx.bob);
    expect(theirs.statusCode).toBe(404);
    // The message names the category asked for: else the same bytes.
    const like = withoutRequestId(missing.body).replace('Nothing-like-it', 'Horses');
    expect(withoutRequestId(theirs.body)).toBe(like);
    const del = await call(ctx.t, ctx.bob, 'DELETE', '/api/budgets/Horses');
    expect(withoutRequestId(del.body)).toBe(like);
    // And bob's month shows nothing of alice's.
    expect((await view('2025-01', ctx.bob)).items).toEqual([]);
  });
});
