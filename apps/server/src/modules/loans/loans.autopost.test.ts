import { addMonths, loanPaymentListSchema, loanSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { balanceOf, call, createAccount, daysFromToday, today } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';
import { ledgerDrift } from '../../test/areas.js';
import { autoPostDue } from './loans.autopost.js';

/** autoPost (API.md "Loans"): each due payment posted once, missed days caught up at start. */
const ctx = withUsers('alice');

const loanBody = (accountId: number, firstPaymentDate: string, autoPost: boolean) => ({
  name: 'Car',
  direction: 'BORROWED',
  kind: 'AUTO',
  currency: 'EUR',
  principal: 12_000,
  startDate: addMonths(firstPaymentDate, -1),
  firstPaymentDate,
  termMonths: 12,
  annualRate: 0,
  accountId,
  autoPost,
});
const payments = async (id: number) =>
  loanPaymentListSchema.parse(
    (await call(ctx.t, ctx.alice, 'GET', `/api/loans/${id}/payments`)).json(),
  );
const transactionsOf = async (accountId: number) =>
  (
    (await call(ctx.t, ctx.alice, 'GET', `/api/transactions?accountId=${accountId}`)).json() as {
      total: number;
    }
  ).total;

describe('auto-posting', () => {
  it('posts the payment due today once, however often the app starts', async () => {
    const { t, alice } = ctx;
    const cash = await createAccount(t, alice, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 5000,
      openingDate: daysFromToday(-90),
    });
    // 12,000 at 0 % over 12 months: 1,000 a month; payment 1 is due today.
    const res = await call(t, alice, 'POST', '/api/loans', loanBody(cash.id, today(), true));
    expect(res.statusCode, res.body).toBe(201);
    const loan = loanSchema.parse(res.json());
    expect(loan.outstanding).toBe(11_000);
    // Two starts on the same day, one of them concurrent with a third.
    await autoPostDue(t.app.db);
    await Promise.all([autoPostDue(t.app.db), autoPostDue(t.app.db)]);
    const made = await payments(loan.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ n: 1, date: today(), amount: 1000, auto: true });
    expect(await transactionsOf(cash.id)).toBe(1);
    expect(await balanceOf(t, alice, cash.id)).toBe(4000);
    expect(await ledgerDrift(t.app.db, alice.user.id)).toEqual([]);
  });

  it('catches up the days missed while the app was stopped', async () => {
    const { t, alice } = ctx;
    const cash = await createAccount(t, alice, {
      name: 'Savings',
      type: 'CASH',
      currency: 'EUR',
      balance: 5000,
      openingDate: daysFromToday(-200),
    });
    // Entered two months ago (first payment that day), auto-posting, and the app not run since.
    const first = addMonths(today(), -2);
    const res = await call(
      t,
      alice,
      'POST',
      '/api/loans',
      loanBody(cash.id, daysFromToday(30), false),
    );
    const id = loanSchema.parse(res.json()).id;
    await t.app.pool.query(
      `UPDATE loans SET first_payment_date = $2, start_date = $3, created_on = $3, auto_post = true
       WHERE id = $1`,
      [id, first, addMonths(first, -1)],
    );
    await autoPostDue(t.app.db);
    await autoPostDue(t.app.db);
    // Payments 1–3 (two months ago, last month, today): 3 × 1,000, each once.
    const made = await payments(id);
    expect(made.map((p) => [p.n, p.date])).toEqual([
      [1, first],
      [2, addMonths(first, 1)],
      [3, addMonths(first, 2)],
    ]);
    expect(await balanceOf(t, alice, cash.id)).toBe(2000);
    const loan = loanSchema.parse((await call(t, alice, 'GET', `/api/loans/${id}`)).json());
    expect(loan.outstanding).toBe(9000);
    expect(await ledgerDrift(t.app.db, alice.user.id)).toEqual([]);
  });
});
