import { expenseSummarySchema } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, post } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/** API tests of GET /api/expenses/summary against real PostgreSQL (the expenses area's reports). */
const ctx = withUsers('alice', 'bob');
const summary = async (query: string, who = ctx.alice) => {
  const res = await call(ctx.t, who, 'GET', `/api/expenses/summary${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return expenseSummarySchema.parse(res.json());
};
const rows = (s: Awaited<ReturnType<typeof summary>>) =>
  s.items.map((i) => [i.key, i.expenses, i.income, i.net, i.count]);

beforeAll(async () => {
  const eur = (
    await createAccount(ctx.t, ctx.alice, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 10000,
    })
  ).id;
  const usd = (
    await createAccount(ctx.t, ctx.alice, {
      name: 'US',
      type: 'CASH',
      currency: 'USD',
      balance: 10000,
    })
  ).id;
  // 1 EUR = 1.25 USD on 2025-01-10: 62.50 USD = 50.00 EUR.
  await call(ctx.t, ctx.alice, 'POST', '/api/fx/rates', {
    date: '2025-01-10',
    base: 'EUR',
    quote: 'USD',
    rate: 1.25,
  });
  const tx = async (
    accountId: number,
    type: string,
    amount: number,
    category: string,
    description: string,
    date: string,
  ) =>
    expect(
      (await post(ctx.t, ctx.alice, { accountId, type, amount, category, description, date }))
        .statusCode,
    ).toBe(201);
  await tx(eur, 'EXPENSE', 400, 'Groceries', 'Market', '2025-01-03');
  await tx(usd, 'EXPENSE', 62.5, 'groceries', 'market', '2025-01-10');
  await tx(eur, 'INCOME', 30, 'Groceries', 'Refund', '2025-01-20');
  await tx(eur, 'INCOME', 3000, 'Salary', 'Employer', '2025-01-25');
  await tx(eur, 'EXPENSE', 560, 'Dining', 'Bistro', '2025-01-15');
  await tx(eur, 'EXPENSE', 700, 'Groceries', 'Market', '2025-02-14');
  // Neither a deposit nor a withdrawal is spending or income.
  await tx(eur, 'DEPOSIT', 100, 'Groceries', 'Cash in', '2025-01-05');
  await tx(eur, 'WITHDRAWAL', 100, 'Groceries', 'Cash out', '2025-01-06');
});

describe('expenses summary', () => {
  it('by category: any case together, converted at the day’s rate, biggest spending first', async () => {
    const s = await summary('?from=2025-01-01&to=2025-01-31&groupBy=category');
    // groceries: 400 + 50 (62.50 USD) = 450 spent, 30 refunded, net −420; dining 560; salary +3000.
    expect(rows(s)).toEqual([
      ['dining', 560, 0, -560, 1],
      ['groceries', 450, 30, -420, 3],
      ['salary', 0, 3000, 3000, 1],
    ]);
    expect(['Groceries', 'groceries']).toContain(s.items[1]!.label);
    expect(s.totals).toEqual({ expenses: 1010, income: 3030, net: 2020 });
    expect(s).toMatchObject({
      currency: 'EUR',
      from: '2025-01-01',
      to: '2025-01-31',
      missingRates: [],
    });
  });

  it('by month, in calendar order', async () => {
    const s = await summary('?from=2025-01-01&to=2025-02-28&groupBy=month');
    expect(rows(s)).toEqual([
      ['2025-01', 1010, 3030, 2020, 5],
      ['2025-02', 700, 0, -700, 1],
    ]);
  });

  it('by account (named) and by payee', async () => {
    const byAccount = await summary('?from=2025-01-01&to=2025-01-31&groupBy=account');
    expect(byAccount.items.map((i) => [i.label, i.expenses, i.income])).toEqual([
      ['Cash', 960, 3030],
      ['US', 50, 0],
    ]);
    const byPayee = await summary('?from=2025-01-01&to=2025-02-28&groupBy=payee');
    expect(byPayee.items[0]).toMatchObject({ key: 'market', expenses: 1150, count: 3 });
  });

  it('another user sees none of it; bad input is 400 VAL_001', async () => {
    const bob = await summary('?from=2025-01-01&to=2025-12-31', ctx.bob);
    expect(bob.items).toEqual([]);
    expect(bob.totals).toEqual({ expenses: 0, income: 0, net: 0 });
    const group = await call(ctx.t, ctx.alice, 'GET', '/api/expenses/summary?groupBy=tag');
    expect(group.statusCode).toBe(400);
    expect(group.json()).toMatchObject({ code: 'VAL_001' });
    expect(Object.keys(group.json().errors)).toEqual(['groupBy']);
    const range = await call(
      ctx.t,
      ctx.alice,
      'GET',
      '/api/expenses/summary?from=2025-02-01&to=2025-01-01',
    );
    expect(range.statusCode).toBe(400);
    expect(range.json().errors).toEqual({ to: ['To is invalid'] });
  });
});
