import { describe, expect, it } from 'vitest';
import {
  type LoanTerms,
  addMonths,
  balanceOn,
  computeSchedule,
  dueDate,
  extraPaymentSavings,
  levelPayment,
} from './loans.js';

const num = (d: { toNumber(): number }) => d.toNumber();

// The reference loan of API.md: 200,000 at 3.5 % over 300 months, annuity, 30/360.
const mortgage: LoanTerms = {
  currency: 'EUR',
  principal: 200_000,
  annualRate: 3.5,
  termMonths: 300,
  frequency: 'MONTHLY',
  method: 'ANNUITY',
  balloonAfterMonths: null,
  dayCount: 'THIRTY_360',
  startDate: '2025-01-01',
  firstPaymentDate: '2025-02-01',
};

describe('an annuity (200,000 at 3.5 %, 300 months, 30/360)', () => {
  const s = computeSchedule(mortgage);

  it('pays 1,001.25 a month: 583.33 interest + 417.92 principal first', () => {
    // r = 0.035 / 12 = 0.0029166…; 200,000 × r / (1 − (1 + r)^−300) = 1,001.2468… → 1,001.25.
    // Month 1 interest: 200,000 × 0.035 / 12 = 583.333… → 583.33; principal 1,001.25 − 583.33.
    expect(num(s.rows[0]!.payment)).toBe(1001.25);
    expect([num(s.rows[0]!.interest), num(s.rows[0]!.principal)]).toEqual([583.33, 417.92]);
  });

  it('owes 194,903.76 after 12 payments and 172,640.66 after 60', () => {
    expect(num(s.rows[11]!.balance)).toBe(194_903.76);
    expect(num(s.rows[59]!.balance)).toBe(172_640.66);
  });

  it('repays exactly with payment 300 = 999.84; interest 100,373.59 in all', () => {
    expect(s.rows).toHaveLength(300);
    expect(num(s.rows[299]!.payment)).toBe(999.84);
    expect(num(s.rows[299]!.balance)).toBe(0);
    // 299 × 1,001.25 + 999.84 = 300,373.59 paid for 200,000 borrowed.
    expect(num(s.totalInterest)).toBe(100_373.59);
    expect(num(s.totalPaid)).toBe(300_373.59);
    expect(s.payoffDate).toBe('2050-01-01');
  });

  it('an extra 10,000 with payment 13, REDUCE_TERM: 278 payments, last 669.06, interest 88,015.31', () => {
    const x = computeSchedule(mortgage, {
      extras: [{ date: dueDate(mortgage, 13), amount: 10_000, mode: 'REDUCE_TERM' }],
    });
    expect(num(x.rows[12]!.extra)).toBe(10_000);
    // 194,903.76 after 12, − 1,001.25 + its interest 568.47 − 10,000 extra.
    expect(num(x.rows[12]!.balance)).toBe(184_470.98);
    expect(x.rows).toHaveLength(278);
    expect(num(x.rows[277]!.payment)).toBe(669.06);
    expect(num(x.totalInterest)).toBe(88_015.31);
    // 100,373.59 − 88,015.31 = 12,358.28 saved; 22 payments fewer.
    const saved = extraPaymentSavings(mortgage, s, x);
    expect([num(saved.interestSaved), saved.monthsSaved]).toEqual([12_358.28, 22]);
  });

  it('an extra 10,000 with payment 13, REDUCE_PAYMENT: 949.76 from payment 14, interest 95,597.97', () => {
    const x = computeSchedule(mortgage, {
      extras: [{ date: dueDate(mortgage, 13), amount: 10_000, mode: 'REDUCE_PAYMENT' }],
    });
    expect(num(x.rows[12]!.payment)).toBe(1001.25);
    // 184,470.98 re-amortised over the 287 payments left at r = 0.035 / 12.
    expect(num(x.rows[13]!.payment)).toBe(949.76);
    expect(x.rows).toHaveLength(300);
    expect(num(x.totalInterest)).toBe(95_597.97);
  });

  it('an extra paid between due dates counts from the next period', () => {
    const x = computeSchedule(mortgage, {
      extras: [{ date: '2026-02-15', amount: 10_000, mode: 'REDUCE_TERM' }],
    });
    // 2026-02-15 falls after payment 13 (2026-02-01): the same as paying it with payment 13.
    expect(num(x.rows[12]!.extra)).toBe(10_000);
    expect(x.rows).toHaveLength(278);
  });

  it('a rate change to 5 % after 60 payments re-amortises: 1,139.35 for the remaining 240', () => {
    const x = computeSchedule(mortgage, {
      rates: [{ date: dueDate(mortgage, 60), annualRate: 5 }],
    });
    expect(num(x.rows[59]!.payment)).toBe(1001.25);
    // 172,640.66 × (0.05/12) / (1 − (1 + 0.05/12)^−240) = 1,139.349… → 1,139.35.
    expect(num(x.rows[60]!.payment)).toBe(1139.35);
    // Interest of payment 61: 172,640.66 × 0.05 / 12 = 719.336… → 719.34.
    expect(num(x.rows[60]!.interest)).toBe(719.34);
    expect(x.rows).toHaveLength(300);
    expect(num(x.rows[299]!.balance)).toBe(0);
  });

  it('a balance correction re-anchors the schedule and shows the difference', () => {
    // The bank says 194,900.00 after payment 12 (we had 194,903.76): −3.76, re-amortised.
    const x = computeSchedule(mortgage, {
      corrections: [{ date: dueDate(mortgage, 12), balance: 194_900 }],
    });
    expect(num(x.rows[11]!.correction)).toBe(-3.76);
    expect(num(x.rows[11]!.balance)).toBe(194_900);
    // 194,900 over 288 payments at 0.035/12: 1,001.23 (2 cents less than before).
    expect(num(x.rows[12]!.payment)).toBe(1001.23);
    expect(num(x.rows[12]!.interest)).toBe(568.46); // 194,900 × 0.035/12 = 568.458…
  });

  it('balanceOn reads the balance after the payments due on or before a day', () => {
    expect(num(balanceOn(mortgage, s, '2025-01-31'))).toBe(200_000);
    expect(num(balanceOn(mortgage, s, '2025-02-01'))).toBe(199_582.08);
    expect(num(balanceOn(mortgage, s, '2026-01-31'))).toBe(194_903.76);
  });
});

describe('other methods', () => {
  it('LINEAR: first payment 1,250.00 = 666.67 + 583.33', () => {
    const s = computeSchedule({ ...mortgage, method: 'LINEAR' });
    // 200,000 / 300 = 666.666… → 666.67; interest 583.33 as for the annuity.
    expect([num(s.rows[0]!.payment), num(s.rows[0]!.principal)]).toEqual([1250, 666.67]);
    // Month 2: 199,333.33 × 0.035/12 = 581.388… → 581.39; the principal stays 666.67.
    expect(num(s.rows[1]!.payment)).toBe(1248.06);
    expect(s.rows).toHaveLength(300);
    // 299 × 666.67 = 199,334.33 → the last principal is 665.67, and the loan is repaid exactly.
    expect(num(s.rows[299]!.principal)).toBe(665.67);
    expect(num(s.rows[299]!.balance)).toBe(0);
  });

  it('INTEREST_ONLY: 583.33 a month, the principal with the last payment', () => {
    const s = computeSchedule({ ...mortgage, method: 'INTEREST_ONLY' });
    expect(num(s.rows[0]!.payment)).toBe(583.33);
    expect(num(s.rows[298]!.balance)).toBe(200_000);
    expect(num(s.rows[299]!.payment)).toBe(200_583.33);
    // 300 × 583.33.
    expect(num(s.totalInterest)).toBe(174_999);
  });

  it('a balloon after 60 months: annuity payments, then the whole balance', () => {
    const s = computeSchedule({ ...mortgage, balloonAfterMonths: 60 });
    expect(s.rows).toHaveLength(60);
    expect(num(s.rows[58]!.payment)).toBe(1001.25);
    // Balance after 59 payments + payment 60's interest: the annuity's balance after 60 is
    // 172,640.66, so the balloon payment is 172,640.66 + 1,001.25 − its regular principal part.
    expect(num(s.rows[59]!.balance)).toBe(0);
    expect(num(s.rows[59]!.payment)).toBe(173_641.91);
  });

  it('a 0 % loan is straight-line: 12,000 over 12 months is 1,000 a month', () => {
    const s = computeSchedule({ ...mortgage, principal: 12_000, annualRate: 0, termMonths: 12 });
    expect(s.rows.map((r) => num(r.payment))).toEqual(Array(12).fill(1000));
    expect(num(s.totalInterest)).toBe(0);
  });

  it('a 0 % loan that does not divide evenly: the last payment takes the rest', () => {
    const s = computeSchedule({ ...mortgage, principal: 1000, annualRate: 0, termMonths: 3 });
    // 1,000 / 3 = 333.33; 333.33 + 333.33 + 333.34.
    expect(s.rows.map((r) => num(r.payment))).toEqual([333.33, 333.33, 333.34]);
  });

  it('500,000 at 3.5 % over 360 months: 2,245.22, first interest 1,458.33, 308,281.36 in all', () => {
    const s = computeSchedule({ ...mortgage, principal: 500_000, termMonths: 360 });
    // 500,000 × 0.035 / 12 = 1,458.333… → 1,458.33.
    expect(num(s.rows[0]!.payment)).toBe(2245.22);
    expect(num(s.rows[0]!.interest)).toBe(1458.33);
    expect(num(s.totalInterest)).toBe(308_281.36);
  });

  it('quarterly: 4 payments a year at 3.5 % / 4', () => {
    const s = computeSchedule({ ...mortgage, frequency: 'QUARTERLY' });
    expect(s.rows).toHaveLength(100);
    // 200,000 × 0.035 × 3/12 = 1,750.00.
    expect(num(s.rows[0]!.interest)).toBe(1750);
    expect(s.rows[1]!.date).toBe('2025-05-01');
  });

  it('NONE: repaid when repaid; at 0 % every euro is principal', () => {
    const terms = { ...mortgage, method: 'NONE' as const, principal: 5000, annualRate: 0 };
    const s = computeSchedule(terms, {
      extras: [
        { date: '2025-03-10', amount: 1500, mode: 'REDUCE_TERM' },
        { date: '2025-06-01', amount: 3500, mode: 'REDUCE_TERM' },
      ],
    });
    expect(s.rows.map((r) => [num(r.principal), num(r.balance)])).toEqual([
      [1500, 3500],
      [3500, 0],
    ]);
    expect(s.payoffDate).toBe('2025-06-01');
  });
});

describe('day count ACTUAL_365 (3.5 % on 200,000)', () => {
  // Interest-only keeps the balance at 200,000, so each period's interest shows the day count alone.
  const s = computeSchedule({
    ...mortgage,
    method: 'INTEREST_ONLY',
    dayCount: 'ACTUAL_365',
    startDate: '2025-01-01',
    firstPaymentDate: '2025-02-01',
  });
  it('31 days 594.52, 28 days 536.99, 30 days 575.34', () => {
    // 200,000 × 0.035 × 31 / 365 = 594.520…; × 28 / 365 = 536.986…; × 30 / 365 = 575.342…
    expect(num(s.rows[0]!.interest)).toBe(594.52); // January
    expect(num(s.rows[1]!.interest)).toBe(536.99); // February 2025
    expect(num(s.rows[3]!.interest)).toBe(575.34); // April
  });
});

describe('rounding in JPY: whole units', () => {
  const s = computeSchedule({
    ...mortgage,
    currency: 'JPY',
    principal: 1_234_567,
    annualRate: 2.1,
    termMonths: 24,
  });
  it('rounds the payment and every interest to whole yen, and repays exactly', () => {
    // r = 0.021/12: 1,234,567 × r / (1 − (1 + r)^−24) = 52,573.0898… → 52,573;
    // month 1 interest 1,234,567 × 0.021/12 = 2,160.49… → 2,160.
    expect(num(s.rows[0]!.payment)).toBe(52_573);
    expect(num(s.rows[0]!.interest)).toBe(2160);
    for (const row of s.rows) {
      expect(row.interest.isInteger()).toBe(true);
      expect(row.principal.isInteger()).toBe(true);
    }
    expect(num(s.rows[23]!.balance)).toBe(0);
    expect(s.rows.reduce((sum, r) => sum + num(r.principal), 0)).toBe(1_234_567);
  });
});

describe('helpers', () => {
  it('addMonths keeps the day, or the month end', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
  });
  it('due dates count from the first payment, never drifting after a short month', () => {
    const t = { ...mortgage, firstPaymentDate: '2025-01-31' };
    expect([dueDate(t, 2), dueDate(t, 3)]).toEqual(['2025-02-28', '2025-03-31']);
  });
  it('levelPayment at 0 % is straight-line', () => {
    expect(num(levelPayment(1000, 0, 4, 'EUR'))).toBe(250);
  });
});
