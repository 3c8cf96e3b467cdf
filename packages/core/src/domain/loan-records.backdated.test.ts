import { describe, expect, it } from 'vitest';
import {
  type StoredLoanEvents,
  extraPaymentsOf,
  loanEventsOf,
  loanTermsOf,
} from './loan-records.js';
import { balanceOn, computeSchedule } from './loans.js';

/**
 * ADR 0013: an extra payment dated before the loan was entered applies on its own day, in
 * the schedule and in the balance net worth counts alike (ADR 0013). 90,000 at 5 % over 120
 * months, annuity, 30/360, first payment 2023-02-20 (row n due on the 20th, n − 1 months later:
 * row 18 on 2024-07-20, row 23 on 2024-12-20, row 46 on 2026-11-20), entered on 2026-11-26.
 */
const stored = (payments: StoredLoanEvents['payments']): StoredLoanEvents => ({
  loan: {
    currency: 'EUR',
    principal: 90_000,
    annualRate: 5,
    termMonths: 120,
    frequency: 'MONTHLY',
    method: 'ANNUITY',
    balloonAfterMonths: null,
    dayCount: 'THIRTY_360',
    startDate: '2023-01-20',
    firstPaymentDate: '2023-02-20',
    createdOn: '2026-11-26',
  },
  rates: [],
  corrections: [],
  payments,
});
// The extra of 5,000 on 2024-07-20 (the day row 18 falls due), REDUCE_PAYMENT, recorded after entry.
const extra = {
  id: 1,
  date: '2024-07-20',
  amount: 5000,
  extra: 5000,
  mode: 'REDUCE_PAYMENT',
  n: null,
};
const scheduleOf = (w: StoredLoanEvents) => computeSchedule(loanTermsOf(w.loan), loanEventsOf(w));

describe('an extra dated before the loan was entered', () => {
  it('re-amortises from its own day: 894.32 from row 19, 71,239.09 after row 23', () => {
    const base = scheduleOf(stored([]));
    const s = scheduleOf(stored([extra]));
    // PMT(5 %/12, 120, 90,000) = 90,000 × r ÷ (1 − (1 + r)^−120), r = 0.05/12 → 954.59.
    expect(base.rows[0]!.payment.toFixed(2)).toBe('954.59');
    // Rows 1–18 as without the extra; the 5,000 sits on row 18, its own day.
    expect(s.rows.slice(0, 18).map((r) => r.payment.toFixed(2))).toEqual(
      base.rows.slice(0, 18).map((r) => r.payment.toFixed(2)),
    );
    expect(s.rows[17]).toMatchObject({ date: '2024-07-20' });
    expect(s.rows[17]!.extra.toFixed(2)).toBe('5000.00');
    // Balance after row 18 without the extra (IPMT schedule): 79,189.56; less 5,000 = 74,189.56,
    // re-amortised over the 102 payments left: PMT(r, 102, 74,189.56) = 894.318… → 894.32.
    expect(base.rows[17]!.balance.toFixed(2)).toBe('79189.56');
    expect(s.rows[18]!.payment.toFixed(2)).toBe('894.32');
    expect(s.rows[45]!.payment.toFixed(2)).toBe('894.32');
    // Five payments of 894.32 from 74,189.56 (each interest = balance × r, rounded) → 71,239.09.
    expect(s.rows[22]).toMatchObject({ n: 23, date: '2024-12-20' });
    expect(s.rows[22]!.balance.toFixed(2)).toBe('71239.09');
    // Today (2026-11-26) rows 1–46 are made (due before entry): the balance after row 46.
    expect(balanceOn(loanTermsOf(stored([]).loan), s, '2026-11-26').toFixed(2)).toBe('56848.21');
  });

  it('counts the extra on its own day for net worth, the day the schedule applies it', () => {
    expect(extraPaymentsOf(stored([extra]))).toEqual([
      { id: 1, date: '2024-07-20', day: '2024-07-20', amount: 5000, mode: 'REDUCE_PAYMENT' },
    ]);
  });

  it('still keeps a recorded row’s split: an extra recorded after it comes after that row', () => {
    // Row 47 (due 2026-12-20) paid early on 2026-11-26, then an extra that day: the schedule takes
    // the extra after row 47 (its split was posted), and the balance falls on the day it was paid.
    const row47 = { id: 1, date: '2026-11-26', amount: 954.59, extra: 0, mode: null, n: 47 };
    const later = { ...extra, id: 2, date: '2026-11-26' };
    expect(extraPaymentsOf(stored([row47, later]))).toEqual([
      { id: 2, date: '2026-12-20', day: '2026-11-26', amount: 5000, mode: 'REDUCE_PAYMENT' },
    ]);
  });
});
