import { describe, expect, it } from 'vitest';
import { performanceFigures, xirr } from './performance.js';

const pct = (d: { toDecimalPlaces(n: number): { toNumber(): number } } | null) =>
  d === null ? null : d.toDecimalPlaces(2).toNumber();

describe('performance (API.md example)', () => {
  // Deposit 10,000 on 2025-01-01; worth 11,000 on 2025-07-01 when 5,000 more comes in (end of day
  // 16,000); worth 15,200 on 2025-12-31.
  const f = performanceFigures({ date: '2024-12-31', value: 0 }, [
    { date: '2025-01-01', value: 10_000, flow: 10_000 },
    { date: '2025-07-01', value: 16_000, flow: 5_000 },
    { date: '2025-12-31', value: 15_200, flow: 0 },
  ]);

  it('TWR +4.50 %: 1.10 × 0.95 − 1; the first day starts from 0 and is skipped', () => {
    // (16,000 − 5,000) ÷ 10,000 = 1.10; 15,200 ÷ 16,000 = 0.95.
    expect(f.twr.toNumber()).toBe(4.5);
    expect(f.points.map((p) => p.twrIndex.toNumber())).toEqual([100, 110, 104.5]);
  });

  it('MWR +1.60 %: the XIRR of −10,000 (day 0), −5,000 (day 181), +15,200 (day 364), actual/365', () => {
    expect(pct(f.mwr)).toBe(1.6);
  });

  it('net contributions 15,000, gain 200, simple return 1.33 % (200 ÷ 15,000)', () => {
    expect(f.netContributions.toNumber()).toBe(15_000);
    expect(f.gain.toNumber()).toBe(200);
    expect(pct(f.simpleReturn)).toBe(1.33);
    expect(f.points.map((p) => p.netContributions.toNumber())).toEqual([10_000, 15_000, 15_000]);
  });
});

describe('time-weighted return', () => {
  it('a full withdrawal then a new deposit: no −100 %, the empty day is skipped', () => {
    const f = performanceFigures({ date: '2025-01-01', value: 0 }, [
      { date: '2025-01-02', value: 1_000, flow: 1_000 }, // starts from 0: skipped
      { date: '2025-01-03', value: 1_100, flow: 0 }, // × 1.10
      { date: '2025-01-04', value: 0, flow: -1_100 }, // (0 + 1,100) ÷ 1,100 = × 1
      { date: '2025-01-05', value: 500, flow: 500 }, // starts from 0: skipped
      { date: '2025-01-06', value: 550, flow: 0 }, // × 1.10
    ]);
    // 1.10 × 1 × 1.10 − 1 = 21 %.
    expect(f.twr.toNumber()).toBe(21);
    // Gain: 550 − 0 − (1,000 − 1,100 + 500) = 150; deposits 1,500 → 10 %.
    expect(f.gain.toNumber()).toBe(150);
    expect(pct(f.simpleReturn)).toBe(10);
  });

  it('a range that starts with money already at work counts it as the first contribution', () => {
    const f = performanceFigures({ date: '2025-03-31', value: 2_000 }, [
      { date: '2025-04-30', value: 2_100, flow: 0 }, // × 1.05
      { date: '2025-05-31', value: 3_150, flow: 1_000 }, // (3,150 − 1,000) ÷ 2,100 = × 1.0238095…
    ]);
    // 1.05 × 2,150 ÷ 2,100 − 1 = 7.5 %.
    expect(f.twr.toNumber()).toBe(7.5);
    expect(f.netContributions.toNumber()).toBe(1_000);
    expect(f.gain.toNumber()).toBe(150); // 3,150 − 2,000 − 1,000
    expect(f.points[0]!.netContributions.toNumber()).toBe(2_000);
    expect(pct(f.simpleReturn)).toBe(5); // 150 ÷ (2,000 + 1,000)
  });

  it('no days and no money: nothing to report', () => {
    const f = performanceFigures({ date: '2025-01-01', value: 0 }, []);
    expect([f.twr.toNumber(), f.mwr, f.simpleReturn, f.gain.toNumber()]).toEqual([
      0,
      null,
      null,
      0,
    ]);
  });
});

describe('XIRR', () => {
  it('−1,000 then +1,100 one year (365 days) later is 10 %', () => {
    expect(
      xirr([
        { date: '2023-01-01', amount: -1_000 },
        { date: '2024-01-01', amount: 1_100 },
      ]),
    ).toBeCloseTo(0.1, 10);
  });

  it('a loss: −1,000 then +500 after two years is 1 − √0.5 ≈ −29.29 % a year', () => {
    // 2022-01-01 → 2024-01-01 is 730 days: (1 + r)^(730 ÷ 365) = 0.5 → r = √0.5 − 1.
    const r = xirr([
      { date: '2022-01-01', amount: -1_000 },
      { date: '2024-01-01', amount: 500 },
    ]);
    expect(r).toBeCloseTo(Math.sqrt(0.5) - 1, 9);
  });

  it('has no rate for flows of one sign or one day', () => {
    expect(
      xirr([
        { date: '2023-01-01', amount: -1_000 },
        { date: '2023-06-01', amount: -5 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { date: '2023-01-01', amount: -1_000 },
        { date: '2023-01-01', amount: 1_100 },
      ]),
    ).toBeNull();
  });
});
