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
});
