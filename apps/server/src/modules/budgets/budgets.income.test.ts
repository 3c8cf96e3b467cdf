import { budgetMonthSchema } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, post } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * The month view also answers the month's income, what is left to budget, and
 * the spending no budget covers (API.md "Budgets", extended additively).
 */
const ctx = withUsers('alice');
const view = async (month: string) => {
  const res = await call(ctx.t, ctx.alice, 'GET', `/api/budgets?month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return budgetMonthSchema.parse(res.json());
};

beforeAll(async () => {
  const open = { type: 'CASH', currency: 'EUR', balance: 5000, openingDate: '2025-01-01' };
  const cash = (await createAccount(ctx.t, ctx.alice, { name: 'Cash', ...open })).id;
  const savings = (await createAccount(ctx.t, ctx.alice, { name: 'Savings', ...open })).id;
  const book = async (type: string, amount: number, extra: Record<string, unknown> = {}) => {
    const res = await post(ctx.t, ctx.alice, {
      accountId: cash,
      type,
      amount,
      date: '2025-05-10',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  await book('INCOME', 3000, { category: 'Salary' });
  await book('INCOME', 50, { category: 'Tips' });
  await book('INCOME', 20);
  await book('EXPENSE', 400, { category: 'Groceries' });
  await book('INCOME', 30, { category: 'Groceries' }); // a refund, not income
  await book('EXPENSE', 95, { category: 'Shopping' });
  await book('EXPENSE', 60, { category: 'Health' });
  await book('EXPENSE', 12);
  await book('EXPENSE', 100, {
    splits: [
      { category: 'Dining', amount: 70 },
      { category: 'Parking', amount: 30 },
    ],
  });
  await book('TRANSFER', 500, { toAccountId: savings });
  await book('EXPENSE', 999, { category: 'Shopping', date: '2025-06-02' });
  for (const [category, amount] of [
    ['Groceries', 500],
    ['Dining', 200],
  ] as const) {
    const res = await call(ctx.t, ctx.alice, 'PUT', `/api/budgets/${category}`, {
      amount,
      from: '2025-05',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});

describe('budgets: income, left to budget, unbudgeted', () => {
  it('May: the hand-computed figures', async () => {
    const may = await view('2025-05');
    // Groceries 400 − the 30 refund = 370; Dining the 70 line of the split.
    expect(may.items.map((i) => [i.category, i.amount, i.spent])).toEqual([
      ['Dining', 200, 70],
      ['Groceries', 500, 370],
    ]);
    // Salary 3,000 + Tips 50 + 20 without a category; the refund and the transfer are not income.
    expect(may.income).toBe(3070);
    // 3,070 − (500 + 200) budgeted.
    expect(may.leftToBudget).toBe(2370);
    // Shopping 95, Health 60, the split's Parking line 30, 12 without a category; June's 999 not.
    expect(may.unbudgeted.map((u) => [u.category, u.spent])).toEqual([
      ['Shopping', 95],
      ['Health', 60],
      ['Parking', 30],
      [null, 12],
    ]);
    expect(may.unbudgeted[0]).toMatchObject({ color: expect.stringMatching(/^#/) });
    expect(may.unbudgeted[0]!.categoryId).toBeGreaterThan(0);
  });

  it('a month with nothing: zeros; with budgets and no income, left to budget is negative', async () => {
    const april = await view('2025-04');
    expect([april.income, april.leftToBudget, april.unbudgeted]).toEqual([0, 0, []]);
    const june = await view('2025-06');
    expect([june.income, june.leftToBudget]).toEqual([0, -700]);
    expect(june.unbudgeted).toEqual([
      expect.objectContaining({ category: 'Shopping', spent: 999 }),
    ]);
  });
});
