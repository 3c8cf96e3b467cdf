import { describe, expect, it } from 'vitest';
import {
  type StoredLoan,
  type StoredLoanEvents,
  loanEventsOf,
  loanTermsOf,
  paidLoanRows,
} from './loan-records.js';
import { computeSchedule } from './loans.js';

// 1,200 at 0 % over 12 months, paid on the 1st from February 2026: 100 a row, row n due on
// 2026-(n+1)-01. Entered on 2026-04-15, so rows 1–3 (due Feb, Mar and Apr 1st) were due before.
const loan: StoredLoan = {
  currency: 'EUR',
  principal: 1200,
  annualRate: 0,
  termMonths: 12,
  frequency: 'MONTHLY',
  method: 'ANNUITY',
  balloonAfterMonths: null,
  dayCount: 'THIRTY_360',
  startDate: '2026-01-01',
  firstPaymentDate: '2026-02-01',
  createdOn: '2026-04-15',
};

const payment = (id: number, date: string, n: number | null, extra = 0) => ({
  id,
  date,
  amount: n === null ? extra : 100 + extra,
  extra,
  mode: null,
  n,
});

/** The paid rows of `loan` (changed by `changes`) with these payments, no rate change or correction. */
function paidOf(payments: StoredLoanEvents['payments'], changes: Partial<StoredLoan> = {}) {
  const w: StoredLoanEvents = {
    loan: { ...loan, ...changes },
    rates: [],
    corrections: [],
    payments,
  };
  return [...paidLoanRows(w, computeSchedule(loanTermsOf(w.loan), loanEventsOf(w)))];
}

describe('paidLoanRows', () => {
  it('counts the rows due before the loan was entered as paid on their due dates', () => {
    expect(paidOf([])).toEqual([
      [1, '2026-02-01'],
      [2, '2026-03-01'],
      [3, '2026-04-01'],
    ]);
  });

  it('adds the rows paid by a recorded payment, on the payment’s date', () => {
    // Row 4 (due 2026-05-01) paid two days late; an extra paid alone (no row) pays no row.
    const paid = paidOf([payment(1, '2026-05-03', 4), payment(2, '2026-05-20', null, 50)]);
    expect(paid.map(([n]) => n)).toEqual([1, 2, 3, 4]);
    expect(paid[3]).toEqual([4, '2026-05-03']);
  });

  it('takes a recorded payment’s date over the due date of a row due before entry', () => {
    expect(paidOf([payment(1, '2026-03-04', 2)])).toEqual([
      [1, '2026-02-01'],
      [2, '2026-03-04'],
      [3, '2026-04-01'],
    ]);
  });

  it('leaves a row due on the day of entry, or after, unpaid', () => {
    // Entered on 2026-04-01, the day row 3 falls due: rows 1 and 2 only.
    expect(paidOf([], { createdOn: '2026-04-01' }).map(([n]) => n)).toEqual([1, 2]);
  });

  it('counts every row of a loan without a plan as paid: each one is a repayment', () => {
    // Without a plan the schedule has one row per repayment, dated on it, whatever the entry day.
    const paid = paidOf(
      [payment(1, '2026-03-10', null, 300), payment(2, '2026-06-10', null, 200)],
      { method: 'NONE', termMonths: null, createdOn: '2026-01-01' },
    );
    expect(paid).toEqual([
      [1, '2026-03-10'],
      [2, '2026-06-10'],
    ]);
  });
});
