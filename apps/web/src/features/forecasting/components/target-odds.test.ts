import { describe, expect, it } from 'vitest';
import { compactRows, yearReachedBy } from './target-odds';

// 0 % today, then 5, 12, 30, 50, 70, 85, 91 % of the paths at the target by years 1..7.
const rows = [0, 5, 12, 30, 50, 70, 85, 91].map((pct, year) => ({ year, pct }));

describe('the FIRE odds under the FIRE card', () => {
  it('the percentile year is the first year at or above that share of paths', () => {
    expect(yearReachedBy(rows, 10)).toBe(2); // 5 % by year 1, 12 % by year 2
    expect(yearReachedBy(rows, 50)).toBe(4); // exactly 50 % counts, as the server's median
    expect(yearReachedBy(rows, 90)).toBe(7);
    expect(yearReachedBy(rows.slice(0, 7), 90)).toBeNull(); // 85 % at most: not reached
  });

  it('keeps the table short: at most about ten rows, always the last year', () => {
    expect(compactRows(rows).map((r) => r.year)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const long = Array.from({ length: 31 }, (_, year) => ({ year, pct: year * 3 }));
    // 30 years ahead in steps of 3: years 3, 6, …, 30.
    expect(compactRows(long).map((r) => r.year)).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
    const odd = Array.from({ length: 33 }, (_, year) => ({ year, pct: 0 }));
    // 32 years ahead, steps of 4 (8 rows); 32 is a multiple so it ends there.
    expect(compactRows(odd).at(-1)?.year).toBe(32);
    expect(compactRows(odd)).toHaveLength(8);
  });
});
