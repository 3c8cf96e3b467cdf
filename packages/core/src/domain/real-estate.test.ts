import { describe, expect, it } from 'vitest';
import {
  type PropertyMetricsInput,
  REPEAT_MONTHS_MAX,
  cagrPct,
  monthlyDates,
  propertyMetrics,
  realisedGain,
  shareOf,
} from './real-estate.js';

/**
 * The reference rental, one year after purchase: price 250,000, costs 12,500, valued
 * 270,000, rent 1,750 a month, vacancy 5 %; tax 1,500, insurance 500, maintenance 1,250, HOA 900,
 * management 1,596 (8 % of EGI); financed by the loans issue's 200,000 at 3.5 % over 300 months
 * (annuity, 1,001.25 a month, 194,903.76 owed after 12 payments).
 */
const reference: PropertyMetricsInput = {
  currency: 'EUR',
  purchaseDate: '2025-01-01',
  purchasePrice: 250_000,
  purchaseCosts: 12_500,
  ownershipPct: 100,
  monthlyRent: 1_750,
  vacancyPct: 5,
  recordedIncome: null,
  // 1,500 + 500 + 1,250 + 900 + 1,596 = 5,746.
  operatingExpenses: 5_746,
  value: 270_000,
  valueDate: '2026-01-01',
  // 12 × 1,001.25 = 12,015.
  debtService: 12_015,
  outstanding: '194903.76',
  loanPrincipal: 200_000,
};

describe('the reference rental one year after purchase', () => {
  const m = propertyMetrics(reference);

  it('GSR 21,000 = 12 × 1,750; gross yield 8.40 % = 21,000 ÷ 250,000', () => {
    expect(m.grossScheduledRent).toBe(21_000);
    expect(m.grossYield).toBe(8.4);
  });

  it('EGI 19,950 = 21,000 × (1 − 5 %), and management 1,596 is 8 % of it', () => {
    expect(m.effectiveGrossIncome).toBe(19_950);
    expect((m.effectiveGrossIncome! * 8) / 100).toBe(1_596);
  });

  it('operating expenses 5,746; NOI 14,204 = 19,950 − 5,746', () => {
    expect(m.operatingExpenses).toBe(5_746);
    expect(m.noi).toBe(14_204);
  });

  it('net yield 5.41 % = 14,204 ÷ 262,500; cap rate 5.26 % = 14,204 ÷ 270,000', () => {
    // 0.054110… and 0.052607…
    expect(m.netYield).toBe(5.41);
    expect(m.capRate).toBe(5.26);
  });

  it('debt service 12,015; cash flow 2,189 = 14,204 − 12,015', () => {
    expect(m.annualDebtService).toBe(12_015);
    expect(m.cashFlow).toBe(2_189);
  });

  it('cash on cash 3.50 % = 2,189 ÷ 62,500 (262,500 − 200,000 borrowed)', () => {
    // 2,189 ÷ 62,500 = 0.035024.
    expect(m.cashOnCash).toBe(3.5);
  });

  it('DSCR 1.18 = 14,204 ÷ 12,015', () => {
    // 1.18218…
    expect(m.dscr).toBe(1.18);
  });

  it('equity 75,096.24 = 270,000 − 194,903.76; LTV 72.19 % = 194,903.76 ÷ 270,000', () => {
    // 0.721865… → 72.19.
    expect(m.equity).toBe(75_096.24);
    expect(m.ltv).toBe(72.19);
  });

  it('appreciation 8.00 % = 270,000 ÷ 250,000 − 1, and over exactly 365 days the CAGR is the same', () => {
    expect(m.appreciationPct).toBe(8);
    expect(m.cagr).toBe(8);
  });
});

describe('ownership share', () => {
  it('a 50 % share halves the value and, without a loan, the equity', () => {
    expect(shareOf(270_000, 50).toNumber()).toBe(135_000);
    const whole = propertyMetrics({ ...reference, debtService: 0, outstanding: 0 });
    const half = propertyMetrics({
      ...reference,
      ownershipPct: 50,
      debtService: 0,
      outstanding: 0,
    });
    expect(whole.equity).toBe(270_000);
    expect(half.equity).toBe(135_000);
  });

  it('a 50 % share with its half of the mortgage (97,451.88 owed) halves the equity: 37,548.12', () => {
    // The co-owner records their own loan: half of 200,000, so half of 194,903.76 owed.
    // 135,000 − 97,451.88 = 37,548.12 = 75,096.24 ÷ 2.
    const half = propertyMetrics({ ...reference, ownershipPct: 50, outstanding: '97451.88' });
    expect(half.equity).toBe(37_548.12);
  });
});

describe('missing inputs are null, never 0', () => {
  it('no rent (a residence): GSR, EGI, NOI, yields, cash flow, cash on cash and DSCR are null', () => {
    const m = propertyMetrics({ ...reference, monthlyRent: null, vacancyPct: null });
    expect([m.grossScheduledRent, m.effectiveGrossIncome, m.noi]).toEqual([null, null, null]);
    expect([m.grossYield, m.netYield, m.capRate]).toEqual([null, null, null]);
    expect([m.cashFlow, m.cashOnCash, m.dscr]).toEqual([null, null, null]);
    // What does not depend on rent is still there.
    expect(m.equity).toBe(75_096.24);
    expect(m.appreciationPct).toBe(8);
  });

  it('no loan: debt service 0, DSCR null (nothing to cover), LTV 0, cash on cash on the whole outlay', () => {
    const m = propertyMetrics({ ...reference, debtService: 0, outstanding: 0, loanPrincipal: 0 });
    expect(m.annualDebtService).toBe(0);
    expect(m.dscr).toBeNull();
    expect(m.ltv).toBe(0);
    // 14,204 ÷ 262,500 = 5.41 %.
    expect(m.cashOnCash).toBe(5.41);
    expect(m.cashFlow).toBe(14_204);
  });

  it('a loan larger than the outlay leaves no own cash: cash on cash is null', () => {
    const m = propertyMetrics({ ...reference, loanPrincipal: 262_500 });
    expect(m.cashOnCash).toBeNull();
  });
});

describe('EGI from recorded income', () => {
  it('income recorded in the period wins over the estimate: 12 × 1,750 − one month empty', () => {
    // 11 rents of 1,750 were received = 19,250; NOI = 19,250 − 5,746 = 13,504.
    const m = propertyMetrics({ ...reference, recordedIncome: 19_250 });
    expect(m.effectiveGrossIncome).toBe(19_250);
    expect(m.noi).toBe(13_504);
    // GSR still comes from the rent the lease says.
    expect(m.grossScheduledRent).toBe(21_000);
  });
});

describe('CAGR and realised gain', () => {
  it('two years from 250,000 to 291,600 is 8 % a year (1.08² = 1.1664)', () => {
    expect(cagrPct(250_000, 291_600, '2024-01-01', '2025-12-31')).toBe(8);
  });

  it('under a year of holding there is no CAGR', () => {
    expect(cagrPct(250_000, 270_000, '2025-01-01', '2025-12-31')).toBeNull();
  });

  it('sold for 300,000: gain 300,000 − 250,000 − 12,500 − 7,000 improvements = 30,500', () => {
    expect(realisedGain(300_000, 250_000, 12_500, 7_000, 'EUR')).toBe(30_500);
  });
});

describe('repeat monthly', () => {
  it('the same day of each later month up to the end, inclusive', () => {
    expect(monthlyDates('2025-01-05', '2025-04-05')).toEqual([
      '2025-02-05',
      '2025-03-05',
      '2025-04-05',
    ]);
    expect(monthlyDates('2025-01-05', '2025-01-31')).toEqual([]);
  });

  it('the 31st falls on the last day of shorter months and comes back after them', () => {
    expect(monthlyDates('2024-01-31', '2024-05-31')).toEqual([
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2024-05-31',
    ]);
  });

  it('makes at most ten years of copies', () => {
    const all = monthlyDates('2000-01-01', '2199-12-31');
    expect(all).toHaveLength(REPEAT_MONTHS_MAX);
    expect(all.at(-1)).toBe('2010-01-01');
  });
});
