import { describe, expect, it } from 'vitest';
import { distributeRest, splitRemainder, splitsBalance } from './splits.js';

describe('split sums', () => {
  it('lines that sum to the total exactly balance; 0.1 + 0.2 = 0.3 exactly', () => {
    expect(splitsBalance(0.3, [0.1, 0.2], 'EUR')).toBe(true);
    expect(splitsBalance(120, [80.5, 39.5], 'EUR')).toBe(true);
    expect(splitsBalance(120, [80.5, 39.49], 'EUR')).toBe(false);
    // More digits than the currency has are refused, not rounded into balance.
    expect(splitsBalance(1, [0.555, 0.445], 'EUR')).toBe(false);
    expect(splitsBalance(1000, [600, 400], 'JPY')).toBe(true);
  });

  it('"distribute the rest" fills the last line with what the others leave', () => {
    // 120.00 − 45.30 − 20.15 = 54.55.
    expect(distributeRest(120, [45.3, 20.15, 0], 'EUR')!.map((d) => d.toNumber())).toEqual([
      45.3, 20.15, 54.55,
    ]);
    expect(splitRemainder(120, [45.3, 20.15]).toNumber()).toBe(54.55);
    expect(distributeRest(100, [60, 40, 5], 'EUR')).toBeNull();
    expect(distributeRest(100, [], 'EUR')).toBeNull();
  });

  it('judges each line in its currency’s minor unit: yen have none, dinars three', () => {
    // JPY has no minor unit: 999.5 + 0.5 = 1000 but neither half is a yen amount.
    expect(splitsBalance(1000, [999.5, 0.5], 'JPY')).toBe(false);
    // KWD has three decimals: 10.000 = 3.333 + 3.333 + 3.334.
    expect(splitsBalance(10, [3.333, 3.333, 3.334], 'KWD')).toBe(true);
    expect(splitsBalance(10, [3.3333, 3.3333, 3.3334], 'KWD')).toBe(false);
    // Distributing 10 KWD over three lines: 10 − 3.333 − 3.333 = 3.334 for the last.
    expect(distributeRest(10, [3.333, 3.333, 0], 'KWD')!.map(String)).toEqual([
      '3.333',
      '3.333',
      '3.334',
    ]);
  });
});
