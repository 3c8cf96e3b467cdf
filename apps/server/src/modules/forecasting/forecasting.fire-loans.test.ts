import { fireResponseSchema, loanScheduleSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { call, createAccount, daysFromToday, post, today } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * FIRE's annual expenses (and the savings a month) include the borrowed loans'
 * instalments — principal and interest of every row due in the last 12 months, the rows counted as
 * made before the loan was entered included — and a recorded payment's interest, already an
 * expense since ADR 0017, is not counted a second time.
 */
const ctx = withUsers('fred');

describe('GET /api/forecast/fire with a mortgage entered with its history', () => {
  it('adds the instalments of the last 12 months to the expenses, once', async () => {
    const { t, fred } = ctx;
    const acc = await createAccount(t, fred, {
      name: 'Checking',
      type: 'CASH',
      currency: 'EUR',
      balance: 50_000,
      openingDate: daysFromToday(-800),
    });
    const spend = await post(t, fred, {
      accountId: acc.id,
      type: 'EXPENSE',
      amount: 3_000,
      category: 'Groceries',
      date: daysFromToday(-40),
    });
    expect(spend.statusCode, spend.body).toBe(201);
    const before = fireResponseSchema.parse(
      (await call(t, fred, 'GET', '/api/forecast/fire?swr=4')).json(),
    );
    expect(before).toMatchObject({ annualExpenses: 3_000, loanInstalments: 0 });

    const res = await call(t, fred, 'POST', '/api/loans', {
      name: 'Mortgage',
      direction: 'BORROWED',
      kind: 'MORTGAGE',
      currency: 'EUR',
      principal: 200_000,
      annualRate: 3.5,
      termMonths: 300,
      startDate: '2024-01-10',
      firstPaymentDate: '2024-02-10',
      frequency: 'MONTHLY',
      method: 'ANNUITY',
      dayCount: 'THIRTY_360',
      accountId: acc.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const loanId = res.json().id as number;
    // A payment recorded today (posted as a WITHDRAWAL whose interest line is an expense, ADR 0017).
    const paid = await call(t, fred, 'POST', `/api/loans/${loanId}/payments`, {
      date: today(),
      amount: 1_001.25,
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const schedule = loanScheduleSchema.parse(
      (await call(t, fred, 'GET', `/api/loans/${loanId}/schedule`)).json(),
    );
    const from = daysFromToday(-364);
    const due = schedule.rows.filter((r) => r.date >= from && r.date <= today());
    // 1,001.25 a month (API.md's reference loan); 12 or 13 rows in 365 days.
    expect(due.length).toBeGreaterThanOrEqual(12);
    const instalments = Math.round(due.reduce((s, r) => s + r.payment, 0) * 100) / 100;
    const f = fireResponseSchema.parse(
      (await call(t, fred, 'GET', '/api/forecast/fire?swr=4')).json(),
    );
    // 3,000 of groceries + every instalment; the recorded interest is inside the instalments.
    expect(f.loanInstalments).toBe(instalments);
    expect(f.annualExpenses).toBe(Math.round((3_000 + instalments) * 100) / 100);
    // 25 × the expenses at 4 %.
    expect(f.fireNumber).toBe(Math.round(f.annualExpenses * 25 * 100) / 100);
    expect(f.monthlyContribution).toBe(0); // no income: nothing saved
  });
});
