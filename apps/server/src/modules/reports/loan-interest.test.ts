import {
  LOAN_INTEREST_CATEGORY,
  addMonths,
  budgetMonthSchema,
  expenseSummarySchema,
  loanPaymentSchema,
  loanSchema,
} from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Signed } from '../../test/auth.js';
import { call, createAccount, daysFromToday, post, today } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * API tests against real PostgreSQL of ADR 0017: the interest part of a loan payment counts as an
 * expense (borrowed) or income (lent) in budgets and the expenses summary, the principal never, and
 * only for transactions that are loan payments.
 */
const ctx = withUsers('alice', 'bob');
const month = () => today().slice(0, 7);
const range = () => `from=${month()}-01&to=${today()}`;
const summary = async (groupBy: string, who: Signed = ctx.alice) => {
  const res = await call(ctx.t, who, 'GET', `/api/expenses/summary?${range()}&groupBy=${groupBy}`);
  expect(res.statusCode, res.body).toBe(200);
  return expenseSummarySchema.parse(res.json());
};
const rows = (s: Awaited<ReturnType<typeof summary>>) =>
  s.items.map((i) => [i.key, i.expenses, i.income, i.count]);

async function createLoan(who: Signed, body: Record<string, unknown>) {
  const res = await call(ctx.t, who, 'POST', '/api/loans', body);
  expect(res.statusCode, res.body).toBe(201);
  return loanSchema.parse(res.json());
}
async function pay(who: Signed, loanId: number, body: Record<string, unknown>) {
  const res = await call(ctx.t, who, 'POST', `/api/loans/${loanId}/payments`, body);
  expect(res.statusCode, res.body).toBe(201);
  return loanPaymentSchema.parse(res.json());
}
const cash = (who: Signed) =>
  createAccount(ctx.t, who, {
    name: 'Current',
    type: 'CASH',
    currency: 'EUR',
    balance: 20_000,
    openingDate: daysFromToday(-60),
  });

let accountId: number;
beforeAll(async () => {
  const { t, alice } = ctx;
  accountId = (await cash(alice)).id;
  // The reference mortgage (200,000 at 3.5 %, 300 months): row 1 was due 10 days ago, before the
  // loan was entered, so it counts as made and posts nothing.
  const first = daysFromToday(-10);
  const loan = await createLoan(alice, {
    name: 'Home',
    direction: 'BORROWED',
    counterparty: 'Bank',
    kind: 'MORTGAGE',
    currency: 'EUR',
    principal: 200_000,
    termMonths: 300,
    annualRate: 3.5,
    startDate: addMonths(first, -1),
    firstPaymentDate: first,
    accountId,
  });
  // Payment 2 today: one WITHDRAWAL of 1,001.25 split into interest 582.11 and principal 419.14.
  expect(await pay(alice, loan.id, { date: today(), amount: 1001.25 })).toMatchObject({
    interest: 582.11,
    principal: 419.14,
  });
  // An extra 1,000 today: all principal, one WITHDRAWAL categorised 'Loan principal'.
  expect(await pay(alice, loan.id, { date: today(), amount: 1000, extra: true })).toMatchObject({
    interest: 0,
    principal: 1000,
  });
  // A withdrawal the user labels 'Loan interest' by hand is not a loan payment: it never counts.
  const own = await post(t, alice, {
    accountId,
    type: 'WITHDRAWAL',
    amount: 50,
    category: LOAN_INTEREST_CATEGORY,
    description: 'Cash for the neighbour',
    date: today(),
  });
  expect(own.statusCode, own.body).toBe(201);
  // An ordinary expense to compare with.
  const food = await post(t, alice, {
    accountId,
    type: 'EXPENSE',
    amount: 40,
    category: 'Groceries',
    description: 'Market',
    date: today(),
  });
  expect(food.statusCode, food.body).toBe(201);
});

describe('loan interest in budgets', () => {
  it('a budget on Loan interest sees the payment’s interest, not its principal', async () => {
    const { t, alice } = ctx;
    const list = (await call(t, alice, 'GET', '/api/categories')).json() as { name: string }[];
    if (!list.some((c) => c.name.toLowerCase() === 'loan interest')) {
      const made = await call(t, alice, 'POST', '/api/categories', {
        name: LOAN_INTEREST_CATEGORY,
        kind: 'EXPENSE',
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const res = await call(t, alice, 'PUT', `/api/budgets/${encodeURIComponent('Loan interest')}`, {
      amount: 1000,
      rollover: 'NONE',
      from: month(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = budgetMonthSchema.parse(
      (await call(t, alice, 'GET', `/api/budgets?month=${month()}`)).json(),
    );
    const item = view.items.find((i) => i.category === LOAN_INTEREST_CATEGORY);
    // 582.11 of interest; neither the 419.14 and 1,000 of principal nor the hand-made 50.
    expect(item).toMatchObject({ amount: 1000, spent: 582.11, available: 417.89 });
  });
});

describe('loan interest in the expenses summary', () => {
  it('by category: the interest is an expense under Loan interest, the principal nowhere', async () => {
    const s = await summary('category');
    expect(rows(s)).toEqual([
      ['loan interest', 582.11, 0, 1],
      ['groceries', 40, 0, 1],
    ]);
    expect(s.items[0]!.label).toBe(LOAN_INTEREST_CATEGORY);
    expect(s.totals).toEqual({ expenses: 622.11, income: 0, net: -622.11 });
  });

  it('by month, account and payee: the same interest, the loan as its payee', async () => {
    expect(rows(await summary('month'))).toEqual([[month(), 622.11, 0, 2]]);
    expect(rows(await summary('account'))).toEqual([[String(accountId), 622.11, 0, 2]]);
    expect(rows(await summary('payee'))).toEqual([
      ['home', 582.11, 0, 1],
      ['market', 40, 0, 1],
    ]);
    // Months stacked by category: the interest is a category of the month.
    const stacked = await call(
      ctx.t,
      ctx.alice,
      'GET',
      `/api/expenses/summary?${range()}&groupBy=month&stack=category`,
    );
    expect(stacked.json().items[0].categories).toEqual([
      { key: 'loan interest', label: 'Loan interest', expenses: 582.11, income: 0 },
      { key: 'groceries', label: 'Groceries', expenses: 40, income: 0 },
    ]);
  });

  it('a lent loan’s interest received is income', async () => {
    const { bob } = ctx;
    const bobAccount = (await cash(bob)).id;
    // 1,200 lent at 12 % over 12 months, annuity: row 1 (interest 12.00) was due before the loan
    // was entered; row 2 pays interest on 1,200 − row 1's principal.
    const first = daysFromToday(-10);
    const loan = await createLoan(bob, {
      name: 'To Sam',
      direction: 'LENT',
      counterparty: 'Sam',
      kind: 'PERSONAL',
      currency: 'EUR',
      principal: 1200,
      termMonths: 12,
      annualRate: 12,
      startDate: addMonths(first, -1),
      firstPaymentDate: first,
      accountId: bobAccount,
    });
    const next = loan.nextPayment!;
    const payment = await pay(bob, loan.id, { date: today(), amount: next.amount });
    // 1,200 × 1 % = 12.00 for row 1; its principal is the payment less that; row 2's interest is
    // 1 % of what remains, rounded to the cent.
    const rest = 1200 - (next.amount - 12);
    expect(payment.interest).toBe(Math.round(rest) / 100);
    const s = await summary('category', bob);
    expect(rows(s)).toEqual([['loan interest', 0, payment.interest, 1]]);
    expect(s.totals).toEqual({ expenses: 0, income: payment.interest, net: payment.interest });
  });
});
