import type { NetworthPoint } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { rangeChange } from './series-math';

const p = (date: string, netWorth: number, assets = netWorth, liabilities = 0): NetworthPoint => ({
  date,
  netWorth,
  assets,
  liabilities,
});

describe('dashboard change over the range', () => {
  it('compares the last point with the first', () => {
    // 1,000 → 1,250: +250, i.e. +25 % of 1,000.
    const points = [
      p('2026-01-01', 1000, 1200, 200),
      p('2026-01-02', 900),
      p('2026-01-03', 1250, 1300, 50),
    ];
    expect(rangeChange(points, 'netWorth')).toEqual({ delta: 250, ratio: 0.25 });
    // Liabilities 200 → 50: −150, −75 %.
    expect(rangeChange(points, 'liabilities')).toEqual({ delta: -150, ratio: -0.75 });
  });

  it('measures a negative start against its size, and gives no ratio from zero', () => {
    // −200 → −100 is an improvement: +100 over |−200| = +50 %.
    expect(rangeChange([p('a', -200), p('b', -100)], 'netWorth')).toEqual({
      delta: 100,
      ratio: 0.5,
    });
    expect(rangeChange([p('a', 0), p('b', 10)], 'netWorth')).toEqual({ delta: 10, ratio: null });
  });

  it('rounds float noise away and needs two points', () => {
    expect(rangeChange([p('a', 0.1), p('b', 0.30000000000000004)], 'netWorth')?.delta).toBe(0.2);
    expect(rangeChange([p('a', 5)], 'netWorth')).toBeNull();
    expect(rangeChange([], 'netWorth')).toBeNull();
  });
});
