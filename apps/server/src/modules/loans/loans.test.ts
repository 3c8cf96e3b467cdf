import {
  addMonths,
  loanPaymentSchema,
  loanScheduleSchema,
  loanSchema,
  networthSeriesSchema,
  networthSummarySchema,
} from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import type { Signed } from '../../test/auth.js';
import {
  balanceOf,
  call,
  createAccount,
  daysFromToday,
  today,
  withoutRequestId,
} from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';
import { ledgerDrift } from '../../test/areas.js';

/** API tests of /api/loans against real PostgreSQL (API.md "Loans"). */
const ctx = withUsers('alice', 'bob');

// The reference mortgage: 200,000 at 3.5 %, 300 months, annuity, 30/360.
const mortgage = {
  name: 'Home',
  direction: 'BORROWED',
  counterparty: 'Bank',
  kind: 'MORTGAGE',
  currency: 'EUR',
  principal: 200_000,
  termMonths: 300,
  annualRate: 3.5,
};

async function createLoan(body: Record<string, unknown>, who: Signed = ctx.alice) {
  const res = await call(ctx.t, who, 'POST', '/api/loans', body);
  expect(res.statusCode, res.body).toBe(201);
  return loanSchema.parse(res.json());
}
const schedule = async (id: number, query = '') => {
  const res = await call(ctx.t, ctx.alice, 'GET', `/api/loans/${id}/schedule${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return loanScheduleSchema.parse(res.json());
};
const summary = async () =>
  networthSummarySchema.parse(
    (await call(ctx.t, ctx.alice, 'GET', '/api/dashboard/networth/summary')).json(),
  );

describe('schedules through the API', () => {
  it('reproduces the reference figures, the what-if and a rate change', async () => {
    // Started long ago: every row due before today counts as made (API.md).
    const loan = await createLoan({
      ...mortgage,
      startDate: '2025-01-01',
      firstPaymentDate: '2025-02-01',
    });
    const s = await schedule(loan.id);
    expect(s.rows[0]).toMatchObject({ payment: 1001.25, interest: 583.33, principal: 417.92 });
    expect(s.rows[11]!.balance).toBe(194_903.76);
    expect(s.rows[299]!.payment).toBe(999.84);
    expect(s.totalInterest).toBe(100_373.59);
    expect(s.rows[0]!.status).toBe('PAID');
    expect(s.rows[299]!.status).toBe('PLANNED');
    expect(s.savings).toBeNull();

    const term = await schedule(
      loan.id,
      '?extraAmount=10000&extraDate=2026-02-01&mode=REDUCE_TERM',
    );
    expect(term.rows).toHaveLength(278);
    expect(term.totalInterest).toBe(88_015.31);
    // 100,373.59 − 88,015.31; 300 − 278 payments.
    expect(term.savings).toMatchObject({ interestSaved: 12_358.28, monthsSaved: 22 });
    const pay = await schedule(
      loan.id,
      '?extraAmount=10000&extraDate=2026-02-01&mode=REDUCE_PAYMENT',
    );
    expect(pay.rows[13]!.payment).toBe(949.76);
    expect(pay.totalInterest).toBe(95_597.97);
    // The what-if saved nothing.
    expect((await schedule(loan.id)).totalInterest).toBe(100_373.59);

    // A rate change to 5 % on the day of payment 60: 1,139.35 for the remaining 240.
    const res = await call(ctx.t, ctx.alice, 'POST', `/api/loans/${loan.id}/rates`, {
      date: '2030-01-01',
      annualRate: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(loanSchema.parse(res.json()).rateChanges).toEqual([
      expect.objectContaining({ date: '2030-01-01', annualRate: 5 }),
    ]);
    expect((await schedule(loan.id)).rows[60]!.payment).toBe(1139.35);
  });

  it('LINEAR 1,250.00 first, INTEREST_ONLY 583.33, and 0 % straight-line', async () => {
    const start = { startDate: '2025-01-01', firstPaymentDate: '2025-02-01' };
    const linear = await createLoan({ ...mortgage, ...start, method: 'LINEAR' });
    expect((await schedule(linear.id)).rows[0]).toMatchObject({ payment: 1250, principal: 666.67 });
    const io = await createLoan({ ...mortgage, ...start, method: 'INTEREST_ONLY' });
    expect((await schedule(io.id)).rows[0]!.payment).toBe(583.33);
    const free = await createLoan({
      ...mortgage,
      ...start,
      principal: 1000,
      annualRate: 0,
      termMonths: 3,
    });
    expect((await schedule(free.id)).rows.map((r) => r.payment)).toEqual([333.33, 333.33, 333.34]);
  });

  it('refuses bad input with the envelope', async () => {
    const res = await call(ctx.t, ctx.alice, 'POST', '/api/loans', {
      ...mortgage,
      startDate: '2025-01-01',
      termMonths: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VAL_001',
      errors: { termMonths: ['Term is required'] },
    });
    const usd = await createAccount(ctx.t, ctx.alice, {
      name: 'USD',
      type: 'CASH',
      currency: 'USD',
      balance: 0,
    });
    const wrong = await call(ctx.t, ctx.alice, 'POST', '/api/loans', {
      ...mortgage,
      startDate: '2025-01-01',
      accountId: usd.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      accountId: ['The account must be in the loan’s currency'],
    });
    const what = await call(
      ctx.t,
      ctx.alice,
      'GET',
      `/api/loans/1/schedule?extraAmount=abc&extraDate=2026-01-01`,
    );
    expect(what.statusCode).toBe(400);
  });
});

describe('payments, net worth and the ledger', () => {
  it('a payment lowers net worth by its interest only', async () => {
    const { t, alice } = ctx;
    const cash = await createAccount(t, alice, {
      name: 'Current',
      type: 'CASH',
      currency: 'EUR',
      balance: 15_000,
      openingDate: daysFromToday(-60),
    });
    // Row 1 was due 10 days ago, before the loan was entered: it counts as made. Row 2 falls due
    // a month after row 1, so it is still to come (not yet paid).
    const first = daysFromToday(-10);
    const loan = await createLoan({
      ...mortgage,
      startDate: addMonths(first, -1),
      firstPaymentDate: first,
      accountId: cash.id,
    });
    // 200,000 − row 1's principal 417.92 = 199,582.08.
    expect(loan.outstanding).toBe(199_582.08);
    expect(loan.nextPayment).toEqual({ date: addMonths(first, 1), amount: 1001.25 });
    const before = await summary();
    // Net worth: 15,000 cash (plus the earlier tests' USD account at 0 and other loans, which
    // are the same before and after) − the loan.
    expect(before.byType.LOAN).toBeLessThanOrEqual(-199_582.08);

    // Payment 2, paid early today: interest 199,582.08 × 0.035 / 12 = 582.114… → 582.11,
    // principal 1,001.25 − 582.11 = 419.14, balance 199,582.08 − 419.14 = 199,162.94.
    const res = await call(t, alice, 'POST', `/api/loans/${loan.id}/payments`, {
      date: today(),
      amount: 1001.25,
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = loanPaymentSchema.parse(res.json());
    expect(payment).toMatchObject({ n: 2, interest: 582.11, principal: 419.14, extra: 0 });
    expect(await balanceOf(t, alice, cash.id)).toBe(13_998.75);
    const after = await summary();
    // Cash −1,001.25, loan +419.14 (less owed): net worth −582.11, the interest.
    expect(Math.round((after.netWorth - before.netWorth) * 100) / 100).toBe(-582.11);
    expect(Math.round((after.byType.LOAN! - before.byType.LOAN!) * 100) / 100).toBe(419.14);
    // The series counts the loan on every day too: its last point is the summary's figure, and
    // 11 days ago (before row 1 fell due) the loan still counted its whole 200,000.
    const points = networthSeriesSchema.parse(
      (await call(t, alice, 'GET', '/api/dashboard/networth?range=30d')).json(),
    ).points;
    expect(points.at(-1)!.netWorth).toBe(after.netWorth);
    // The per-day table behind it: −200,000 on the start, row 1's principal on its due day
    // (counted as made, no cash then), payment 2's principal today.
    const { rows } = await t.app.pool.query<{ day: string; delta: string }>(
      `SELECT day::text, trim_scale(delta)::text AS delta FROM loan_balance_days
       WHERE loan_id = $1 ORDER BY day`,
      [loan.id],
    );
    expect(rows).toEqual([
      { day: addMonths(first, -1), delta: '-200000' },
      { day: first, delta: '417.92' },
      { day: today(), delta: '419.14' },
    ]);
    const tx = (await call(t, alice, 'GET', `/api/transactions/${payment.transactionId}`)).json();
    // One WITHDRAWAL split into its interest and principal (the lines sum to the payment).
    expect(tx).toMatchObject({
      type: 'WITHDRAWAL',
      amount: 1001.25,
      category: null,
      description: 'Home: principal 419.14, interest 582.11',
      splits: [
        { category: 'Loan interest', amount: 582.11 },
        { category: 'Loan principal', amount: 419.14 },
      ],
    });

    // An extra 10,000 today, REDUCE_TERM: principal only, net worth unchanged.
    const extra = await call(t, alice, 'POST', `/api/loans/${loan.id}/payments`, {
      date: today(),
      amount: 10_000,
      extra: true,
      mode: 'REDUCE_TERM',
    });
    expect(extra.statusCode, extra.body).toBe(201);
    // All principal: one line is no split, the transaction takes the principal's category.
    const extraTx = (
      await call(t, alice, 'GET', `/api/transactions/${extra.json().transactionId}`)
    ).json();
    expect(extraTx).toMatchObject({ amount: 10_000, category: 'Loan principal', splits: [] });
    const withExtra = await summary();
    expect(Math.round((withExtra.netWorth - after.netWorth) * 100) / 100).toBe(0);
    const got = loanSchema.parse((await call(t, alice, 'GET', `/api/loans/${loan.id}`)).json());
    // 199,162.94 − 10,000.
    expect(got.outstanding).toBe(189_162.94);
    // The extra comes after payment 2: that row keeps its split in the schedule.
    const s = await schedule(got.id);
    expect(s.rows[1]).toMatchObject({
      interest: 582.11,
      principal: 419.14,
      extra: 10_000,
      status: 'PAID',
    });
    expect(s.rows.length).toBeLessThan(300);

    // Below the amount due: refused (a balance correction is the way).
    const low = await call(t, alice, 'POST', `/api/loans/${loan.id}/payments`, {
      date: today(),
      amount: 100,
    });
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({ code: 'BUS_004', reason: 'belowPayment' });
    const future = await call(t, alice, 'POST', `/api/loans/${loan.id}/payments`, {
      date: daysFromToday(3),
      amount: 1001.25,
    });
    expect(future.statusCode).toBe(400);

    expect(await ledgerDrift(t.app.db, alice.user.id)).toEqual([]);

    // Deleting payment 2 deletes its transaction and puts the balance back.
    const del = await call(t, alice, 'DELETE', `/api/loans/${loan.id}/payments/${payment.id}`);
    expect(del.statusCode).toBe(204);
    expect(
      (await call(t, alice, 'GET', `/api/transactions/${payment.transactionId}`)).statusCode,
    ).toBe(404);
    expect(await ledgerDrift(t.app.db, alice.user.id)).toEqual([]);
  });

  it('a lent loan is an illiquid asset; repayments without a plan lower it', async () => {
    const { t, alice } = ctx;
    const before = await summary();
    const loan = await createLoan({
      name: 'To Sam',
      direction: 'LENT',
      counterparty: 'Sam',
      kind: 'PRIVATE',
      currency: 'EUR',
      principal: 500,
      startDate: daysFromToday(-5),
      method: 'NONE',
      annualRate: 0,
    });
    const mid = await summary();
    // +500 owed to me, counted as illiquid.
    expect(Math.round((mid.netWorth - before.netWorth) * 100) / 100).toBe(500);
    expect(Math.round((mid.illiquid - before.illiquid) * 100) / 100).toBe(500);
    const res = await call(t, alice, 'POST', `/api/loans/${loan.id}/payments`, {
      date: today(),
      amount: 200,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ principal: 200, interest: 0 });
    expect(
      loanSchema.parse((await call(t, alice, 'GET', `/api/loans/${loan.id}`)).json()).outstanding,
    ).toBe(300);
    const totals = (await call(t, alice, 'GET', '/api/loans/totals')).json() as {
      counterparty: string;
      outstanding: number;
    }[];
    expect(totals.find((x) => x.counterparty === 'Sam')).toMatchObject({
      direction: 'LENT',
      outstanding: 300,
    });
    const over = await call(t, alice, 'POST', `/api/loans/${loan.id}/payments`, {
      date: today(),
      amount: 301,
    });
    expect(over.statusCode).toBe(422);
  });

  it('a balance correction re-anchors the balance and shows the difference', async () => {
    const first = daysFromToday(-40);
    const loan = await createLoan({
      ...mortgage,
      startDate: addMonths(first, -1),
      firstPaymentDate: first,
    });
    // Rows 1 and 2 counted as made (both due before today): 200,000 − 417.92 − 419.14.
    expect(loan.outstanding).toBe(199_162.94);
    const res = await call(ctx.t, ctx.alice, 'POST', `/api/loans/${loan.id}/balance`, {
      date: today(),
      balance: 199_160,
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = loanSchema.parse(res.json());
    expect(got.outstanding).toBe(199_160);
    expect(got.corrections).toEqual([
      expect.objectContaining({ balance: 199_160, difference: -2.94 }),
    ]);
  });
});

describe('privacy', () => {
  it('another user’s loan and payment answer 404 exactly like missing ones', async () => {
    const { t, alice, bob } = ctx;
    const loan = await createLoan({
      ...mortgage,
      startDate: daysFromToday(-5),
      method: 'NONE',
      annualRate: 0,
      termMonths: null,
    });
    const paid = await call(t, alice, 'POST', `/api/loans/${loan.id}/payments`, {
      date: today(),
      amount: 10,
    });
    const pid = (paid.json() as { id: number }).id;
    for (const [method, mine, missing] of [
      ['GET', `/api/loans/${loan.id}`, '/api/loans/999999'],
      ['DELETE', `/api/loans/${loan.id}`, '/api/loans/999999'],
      ['GET', `/api/loans/${loan.id}/schedule`, '/api/loans/999999/schedule'],
      ['DELETE', `/api/loans/${loan.id}/payments/${pid}`, `/api/loans/999999/payments/${pid}`],
    ] as const) {
      const theirs = await call(t, bob, method, mine);
      const none = await call(t, bob, method, missing);
      expect(theirs.statusCode).toBe(404);
      expect(withoutRequestId(theirs.body)).toBe(withoutRequestId(none.body));
    }
    // Alice's own payment id under a loan of hers that it does not belong to: 404 too.
    const other = await createLoan({ ...mortgage, startDate: '2025-01-01' });
    expect(
      (await call(t, alice, 'DELETE', `/api/loans/${other.id}/payments/${pid}`)).statusCode,
    ).toBe(404);
    expect((await call(t, bob, 'GET', '/api/loans')).json()).toEqual([]);
  });
});

describe('editing and deleting', () => {
  it('PUT re-checks the joint rules on the merged loan and recomputes the balance', async () => {
    const { t, alice, bob } = ctx;
    const loan = await createLoan({
      ...mortgage,
      principal: 12_000,
      termMonths: 12,
      annualRate: 0,
      startDate: '2025-01-01',
    });
    // Every row fell due before today: made, and the loan is repaid.
    expect(loan).toMatchObject({ outstanding: 0, status: 'PAID_OFF', nextPayment: null });
    const longer = await call(t, alice, 'PUT', `/api/loans/${loan.id}`, {
      termMonths: 600,
      startDate: daysFromToday(-1),
      firstPaymentDate: null,
    });
    expect(longer.statusCode, longer.body).toBe(200);
    // 12,000 over 600 months at 0 %: 20.00 a month, nothing due yet.
    expect(loanSchema.parse(longer.json())).toMatchObject({
      outstanding: 12_000,
      status: 'ACTIVE',
      nextPayment: { amount: 20 },
    });
    const bad = await call(t, alice, 'PUT', `/api/loans/${loan.id}`, { balloonAfterMonths: 600 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ balloonAfterMonths: ['Balloon must be at most 599'] });
    const theirs = await call(t, bob, 'PUT', `/api/loans/${loan.id}`, { name: 'Mine' });
    const missing = await call(t, bob, 'PUT', '/api/loans/999999', { name: 'Mine' });
    expect(theirs.statusCode).toBe(404);
    expect(withoutRequestId(theirs.body)).toBe(withoutRequestId(missing.body));
  });

  it('DELETE removes the loan, its payments, their transactions and its part of net worth', async () => {
    const { t, alice } = ctx;
    const cash = await createAccount(t, alice, {
      name: 'For the sofa',
      type: 'CASH',
      currency: 'EUR',
      balance: 1000,
      openingDate: daysFromToday(-30),
    });
    const loan = await createLoan({
      name: 'Sofa',
      direction: 'BORROWED',
      kind: 'PERSONAL',
      currency: 'EUR',
      principal: 600,
      startDate: daysFromToday(-20),
      method: 'NONE',
      annualRate: 0,
      accountId: cash.id,
    });
    const paid = await call(t, alice, 'POST', `/api/loans/${loan.id}/payments`, {
      date: today(),
      amount: 100,
    });
    const txId = loanPaymentSchema.parse(paid.json()).transactionId!;
    const before = await summary();
    expect((await call(t, alice, 'DELETE', `/api/loans/${loan.id}`)).statusCode).toBe(204);
    expect((await call(t, alice, 'GET', `/api/transactions/${txId}`)).statusCode).toBe(404);
    expect(await balanceOf(t, alice, cash.id)).toBe(1000);
    const after = await summary();
    // The 500 still owed is gone (+500) and the 100 paid is back in cash (+100).
    expect(Math.round((after.netWorth - before.netWorth) * 100) / 100).toBe(600);
    expect((await call(t, alice, 'GET', `/api/loans/${loan.id}`)).statusCode).toBe(404);
    expect(await ledgerDrift(t.app.db, alice.user.id)).toEqual([]);
  });
});
