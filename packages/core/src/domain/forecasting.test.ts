import { describe, expect, it } from 'vitest';
import {
  fireNumber,
  fireProgressPct,
  monthlyRate,
  monthsToTarget,
  projectYears,
} from './forecasting.js';
import {
  createNormal,
  createRng,
  lognormalParams,
  percentileSorted,
  runMonteCarlo,
} from './forecasting-montecarlo.js';
import { projectParts } from './forecasting-parts.js';
import { toDecimal, toMoneyNumber } from './money.js';

// The reference plan of API.md: 100,000, 1,000 a month, 5 %, 2 % inflation, 20 years.
const reference = {
  years: 20,
  startValue: 100_000,
  monthlyContribution: 1_000,
  annualReturn: 5,
  inflation: 2,
};

describe('the projection (100,000 + 1,000/month at 5 %, 2 % inflation)', () => {
  it('compounds monthly at (1.05)^(1/12) − 1 = 0.4074124 %', () => {
    // 1.05^(1/12) = e^(ln 1.05 / 12) = e^(0.0487902 / 12) = 1.004074124.
    expect(monthlyRate(5).toNumber()).toBeCloseTo(0.004074124, 9);
  });

  it('reaches 671,134.26 nominal and 451,654.11 real after 20 years', () => {
    // 100,000 × 1.05^20 = 265,329.77; 1,000 × ((1+i)^240 − 1)/i with i = 0.004074124 and
    // (1+i)^240 = 1.05^20 = 2.6532977 → 1,000 × 1.6532977 / 0.004074124 = 405,804.49.
    // Sum 671,134.26; real = 671,134.26 / 1.02^20 (= 1.4859474) = 451,654.11.
    const y = projectYears(reference);
    expect(y).toHaveLength(21);
    expect(y[20]!.nominal.toFixed(2)).toBe('671134.26');
    expect(y[20]!.real.toFixed(2)).toBe('451654.11');
  });

  it('year 1 holds 105,000 + 12 contributions grown to the year end (the annuity formula)', () => {
    // 100,000 × 1.05 = 105,000; 1,000 × ((1+i)^12 − 1)/i = 1,000 × 0.05 / 0.004074124 = 12,272.5…
    const y1 = projectYears({ ...reference, years: 1 })[1]!;
    const annuity = (0.05 / monthlyRate(5).toNumber()) * 1_000;
    expect(y1.nominal.toNumber()).toBeCloseTo(105_000 + annuity, 6);
    expect(y1.real.toNumber()).toBeCloseTo((105_000 + annuity) / 1.02, 6);
  });

  it('puts contributions at the start of the month: 672,787.55 after 20 years', () => {
    // Each contribution earns one more month: the annuity part × (1 + i):
    // 405,804.49 × 1.004074124 = 407,457.78; + 265,329.77 = 672,787.55.
    const y = projectYears({ ...reference, timing: 'START' });
    expect(y[20]!.nominal.toFixed(2)).toBe('672787.55');
  });

  it('reaches the 1,000,000 target after 316 months (not 315)', () => {
    // The first month-end at or above 1,000,000 (API.md); month 315 is still below.
    expect(monthsToTarget(reference, 1_000_000)).toBe(316);
    expect(monthsToTarget(reference, 1_000_000, { maxMonths: 315 })).toBeNull();
  });

  it('in today’s money the same target takes longer', () => {
    const real = monthsToTarget(reference, 1_000_000, { real: true })!;
    expect(real).toBeGreaterThan(316);
  });

  it('grows contributions by contributionGrowth each year', () => {
    // 0 % return, 0 % inflation: 12 × 1,000 + 12 × 1,100 = 25,200 after 2 years.
    const y = projectYears({
      years: 2,
      startValue: 0,
      monthlyContribution: 1_000,
      annualReturn: 0,
      inflation: 0,
      contributionGrowth: 10,
    });
    expect(y[2]!.nominal.toNumber()).toBe(25_200);
  });

  it('withdraws from the start year on, indexed to inflation, and stops at zero', () => {
    // 0 % return, 10 % inflation: year 1 takes 12 × 1,000 = 12,000, year 2 12 × 1,100 = 13,200.
    const y = projectYears({
      years: 3,
      startValue: 30_000,
      monthlyContribution: 500,
      annualReturn: 0,
      inflation: 10,
      annualWithdrawal: 12_000,
      withdrawalStartYear: 1,
    });
    expect(y[1]!.nominal.toNumber()).toBe(18_000);
    expect(y[2]!.nominal.toNumber()).toBe(4_800);
    expect(y[3]!.nominal.toNumber()).toBe(0);
  });
});

describe('FIRE', () => {
  it('40,000 a year at a 4 % withdrawal rate needs 1,000,000', () => {
    expect(fireNumber(40_000, 4).toNumber()).toBe(1_000_000);
  });

  it('progress is the share of the number, between 0 and 100', () => {
    const n = fireNumber(40_000, 4);
    expect(fireProgressPct(250_000, n).toNumber()).toBe(25);
    expect(fireProgressPct(-5, n).toNumber()).toBe(0);
    expect(fireProgressPct(2_000_000, n).toNumber()).toBe(100);
  });

  it('refuses a 0 % withdrawal rate', () => {
    expect(() => fireNumber(40_000, 0)).toThrow(RangeError);
  });
});

describe('lognormal annual returns (m = 7 %, s = 15 %)', () => {
  it('has σ = 0.139505 and μ = 0.057928', () => {
    // σ² = ln(1 + 0.0225 / 1.1449) = ln(1.0196524) = 0.0194619 → σ = 0.1395054;
    // μ = ln 1.07 − σ²/2 = 0.0676586 − 0.0097310 = 0.0579277.
    const { mu, sigma } = lognormalParams(0.07, 0.15);
    expect(sigma).toBeCloseTo(0.139505, 6);
    expect(mu).toBeCloseTo(0.057928, 6);
  });

  it('the mean of 10^6 draws is within ±0.05 points of 7 %, their sd near 15 %', () => {
    const { mu, sigma } = lognormalParams(0.07, 0.15);
    const normal = createNormal(createRng(20261125));
    const n = 1_000_000;
    let sum = 0;
    let sumSq = 0;
    for (let i = 0; i < n; i++) {
      const r = Math.exp(mu + sigma * normal()) - 1;
      sum += r;
      sumSq += r * r;
    }
    const mean = sum / n;
    // The standard error of the mean is 0.15 / 1,000 = 0.00015: ±0.0005 is over 3 of them.
    expect(Math.abs(mean - 0.07)).toBeLessThan(0.0005);
    expect(Math.sqrt(sumSq / n - mean * mean)).toBeCloseTo(0.15, 2);
  });
});

describe('the seeded generator', () => {
  it('gives the same sequence for the same seed and another for another', () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const sa = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(sa);
    expect(Array.from({ length: 5 }, c)).not.toEqual(sa);
    for (const x of sa) expect(x >= 0 && x < 1).toBe(true);
  });

  it('draws standard normals (mean ≈ 0, variance ≈ 1)', () => {
    const normal = createNormal(createRng(3));
    let s = 0;
    let s2 = 0;
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      const z = normal();
      s += z;
      s2 += z * z;
    }
    expect(Math.abs(s / n)).toBeLessThan(0.01);
    expect(Math.abs(s2 / n - 1)).toBeLessThan(0.01);
  });
});

describe('percentiles', () => {
  it('interpolate between ranks like PERCENTILE.INC', () => {
    // 1..10: h = 9 × 0.1 = 0.9 → 1 + 0.9 × (2 − 1) = 1.9; median h = 4.5 → 5.5.
    const s = Float64Array.from({ length: 10 }, (_, i) => i + 1);
    expect(percentileSorted(s, 0.1)).toBeCloseTo(1.9, 12);
    expect(percentileSorted(s, 0.5)).toBe(5.5);
    expect(percentileSorted(s, 0.9)).toBeCloseTo(9.1, 12);
  });
});

describe('Monte Carlo', () => {
  const mc = { ...reference, paths: 1_000, seed: 42, volatility: 15 };

  it('with volatility 0 gives the projection’s figures on every path, to the cent', () => {
    for (const input of [
      reference,
      { ...reference, years: 50, annualReturn: 7.3, monthlyContribution: 2_345.67 },
      { ...reference, timing: 'START' as const, contributionGrowth: 3 },
      { ...reference, annualWithdrawal: 30_000, withdrawalStartYear: 11 },
    ]) {
      const r = runMonteCarlo({ ...input, paths: 100, seed: 1, volatility: 0 });
      const proj = projectYears(input);
      for (const row of r.percentiles) {
        // Rounded once, as the service does (toMoneyNumber in the base currency).
        const expected = toMoneyNumber(proj[row.year]!.nominal, 'EUR');
        const got = [row.p10, row.p50, row.p90].map((v) => toMoneyNumber(v, 'EUR'));
        expect(got).toEqual([expected, expected, expected]);
      }
    }
  });

  it('is not rounded to cents before the currency’s own unit: KWD keeps its third decimal', () => {
    // 1,000.125 KWD at 0 % plus 10.001 a month: 1,120.137 after a year, 1,240.149 after two.
    const input = { ...reference, years: 2, startValue: 1_000.125, monthlyContribution: 10.001 };
    const flat = { ...input, annualReturn: 0 };
    const r = runMonteCarlo({ ...flat, paths: 100, seed: 3, volatility: 0 });
    expect(r.percentiles.map((p) => toMoneyNumber(p.p50, 'KWD'))).toEqual([
      1_000.125, 1_120.137, 1_240.149,
    ]);
    // At 5 % too, every band equals the decimal projection in KWD's three decimals.
    const mc = runMonteCarlo({ ...input, years: 20, paths: 100, seed: 3, volatility: 0 });
    const proj = projectYears({ ...input, years: 20 });
    for (const row of mc.percentiles) {
      const expected = toMoneyNumber(proj[row.year]!.nominal, 'KWD');
      expect([row.p10, row.p90].map((v) => toMoneyNumber(v, 'KWD'))).toEqual([expected, expected]);
    }
    expect(toMoneyNumber(mc.medianEndValue, 'KWD')).toBe(toMoneyNumber(proj[20]!.nominal, 'KWD'));
  });

  it('the same seed gives the same answer; another seed another', () => {
    const a = runMonteCarlo(mc);
    expect(runMonteCarlo(mc)).toEqual(a);
    expect(a.seed).toBe(42);
    expect(runMonteCarlo({ ...mc, seed: 43 }).percentiles).not.toEqual(a.percentiles);
  });

  it('orders the bands P10 ≤ P25 ≤ P50 ≤ P75 ≤ P90 every year and widens them over time', () => {
    const r = runMonteCarlo(mc);
    expect(r.percentiles).toHaveLength(21);
    for (const y of r.percentiles) {
      expect(y.p10).toBeLessThanOrEqual(y.p25);
      expect(y.p25).toBeLessThanOrEqual(y.p50);
      expect(y.p50).toBeLessThanOrEqual(y.p75);
      expect(y.p75).toBeLessThanOrEqual(y.p90);
    }
    const spread = (y: number) => r.percentiles[y]!.p90 - r.percentiles[y]!.p10;
    expect(spread(20)).toBeGreaterThan(spread(5));
    expect(r.medianEndValue).toBe(r.percentiles[20]!.p50);
  });

  it('the median path lands near the projection at the median return', () => {
    // The median annual gross return is e^μ; at m = 5 %, s = 15 %, e^μ − 1 ≈ 3.98 %.
    const r = runMonteCarlo({ ...mc, paths: 4_000 });
    const { mu } = lognormalParams(0.05, 0.15);
    const atMedian = projectYears({ ...reference, annualReturn: (Math.exp(mu) - 1) * 100 });
    const ratio = r.medianEndValue / atMedian[20]!.nominal.toNumber();
    expect(ratio).toBeGreaterThan(0.95);
    expect(ratio).toBeLessThan(1.05);
  });

  it('a withdrawal that outruns the money fails on every path; a small one on none', () => {
    const heavy = runMonteCarlo({
      ...mc,
      volatility: 0,
      annualWithdrawal: 200_000,
      withdrawalStartYear: 1,
    });
    expect(heavy.successProbability).toBe(0);
    const light = runMonteCarlo({
      ...mc,
      volatility: 0,
      annualWithdrawal: 1_000,
      withdrawalStartYear: 1,
    });
    expect(light.successProbability).toBe(1);
    const risky = runMonteCarlo({
      ...mc,
      years: 40,
      volatility: 20,
      annualWithdrawal: 7_000,
      withdrawalStartYear: 1,
    });
    expect(risky.successProbability).toBeGreaterThan(0);
    expect(risky.successProbability).toBeLessThan(1);
  });

  it('finds the year a target in today’s money is reached; at volatility 0 like the projection (800,000)', () => {
    // Deterministic: the first year-end whose real value reaches 800,000.
    const r = runMonteCarlo({ ...mc, years: 40, volatility: 0, target: 800_000 });
    const proj = projectYears({ ...reference, years: 40 });
    const firstYear = proj.find((y) => y.real.gte(800_000))!.year;
    expect(r.medianTargetYear).toBe(firstYear);
    expect(r.targetReachedPct[firstYear - 1]!.pct).toBe(0);
    expect(r.targetReachedPct[firstYear]!.pct).toBe(100);
  });

  it('random inflation moves the target year but not the nominal bands', () => {
    const fixed = runMonteCarlo({ ...mc, volatility: 0, target: 400_000 });
    const random = runMonteCarlo({ ...mc, volatility: 0, target: 400_000, inflationVolatility: 1 });
    expect(random.percentiles).toEqual(fixed.percentiles);
    const spread = random.targetReachedPct.filter((r) => r.pct > 0 && r.pct < 100);
    expect(spread.length).toBeGreaterThan(0);
  });
});

describe('the projection by part', () => {
  const common = { years: 20, monthlyContribution: 1_000, inflation: 2 };
  const zeroLoans = Array.from({ length: 21 }, () => toDecimal(0));

  it('one part holding everything at 5 % is the reference projection', () => {
    const rows = projectParts({
      ...common,
      cash: { value: 0, annualReturn: 1 },
      investments: { value: 100_000, annualReturn: 5 },
      realEstate: { value: 0, annualReturn: 3 },
      loans: zeroLoans,
    });
    expect(rows[20]!.nominal.toFixed(2)).toBe('671134.26');
    expect(rows[20]!.real.toFixed(2)).toBe('451654.11');
  });

  it('each part grows at its own rate; a loan follows its balances; nominal is their sum', () => {
    // Cash 10,000 at 1 %: 10,000 × 1.01^20 = 12,201.90. A flat of 300,000 at 2 %:
    // 300,000 × 1.02^20 = 445,784.2188 → 445,784.22. A loan of −100,000 falling by 5,000 a year: −0 after 20.
    const loans = Array.from({ length: 21 }, (_, y) => toDecimal(-100_000 + 5_000 * y));
    const rows = projectParts({
      ...common,
      monthlyContribution: 0,
      cash: { value: 10_000, annualReturn: 1 },
      investments: { value: 0, annualReturn: 5 },
      realEstate: { value: 300_000, annualReturn: 2 },
      loans,
    });
    expect(rows[0]!.nominal.toNumber()).toBe(210_000);
    expect(rows[20]!.cash.toFixed(2)).toBe('12201.90');
    expect(rows[20]!.realEstate.toFixed(2)).toBe('445784.22');
    expect(rows[20]!.loans.toNumber()).toBe(0);
    expect(rows[10]!.loans.toNumber()).toBe(-50_000);
    for (const r of rows)
      expect(r.nominal.eq(r.cash.plus(r.investments).plus(r.realEstate).plus(r.loans))).toBe(true);
  });

  it('moves a loan’s scheduled principal out of the investments, so it does not count twice', () => {
    // 10,000 invested, 1,000 a month saved, a loan of −1,200 repaid 50 a month: −600 after a year.
    const plan = {
      years: 1,
      monthlyContribution: 1_000,
      inflation: 0,
      cash: { value: 0, annualReturn: 0 },
      realEstate: { value: 0, annualReturn: 0 },
      loans: [toDecimal(-1_200), toDecimal(-600)],
      loanFlows: Array.from({ length: 12 }, () => toDecimal(-50)),
    };
    const total = (annualReturn: number) =>
      projectYears({ ...plan, startValue: 8_800, annualReturn })[1]!.nominal;
    // At 0 %: 10,000 + 12,000 − 600 = 21,400 invested, − 600 owed = 20,800, the total projection
    // (8,800 + 12,000); without moving the principal it would be 21,400.
    const flat = projectParts({ ...plan, investments: { value: 10_000, annualReturn: 0 } })[1]!;
    expect(flat.investments.toNumber()).toBe(21_400);
    expect(flat.nominal.toNumber()).toBe(20_800);
    expect(flat.nominal.eq(total(0))).toBe(true);
    // At 5 % (monthly 0.40741238 %, a year of 1 a month grows to 12.27257753): invested
    // 10,500 + 12,272.58 − 613.63 = 22,158.95; − 600 → 21,558.95. The total projection gives
    // 8,800 × 1.05 + 12,272.58 = 21,512.58: 46.37 apart = 60.00 (it lets the −1,200 owed grow
    // at 5 %; the schedule charges its interest to the contribution) − 13.63 (the returns the
    // moved 600 of principal would have earned).
    const at5 = projectParts({ ...plan, investments: { value: 10_000, annualReturn: 5 } })[1]!;
    expect(at5.investments.toFixed(2)).toBe('22158.95');
    expect(at5.nominal.toFixed(2)).toBe('21558.95');
    expect(total(5).toFixed(2)).toBe('21512.58');
    // A lent loan's principal received is added: +50 a month at 0 % → 22,600 invested.
    const lent = projectParts({
      ...plan,
      investments: { value: 10_000, annualReturn: 0 },
      loans: [toDecimal(1_200), toDecimal(600)],
      loanFlows: plan.loanFlows.map((f) => f.neg()),
    })[1]!;
    expect(lent.investments.toNumber()).toBe(22_600);
    expect(lent.nominal.toNumber()).toBe(23_200);
  });
});
