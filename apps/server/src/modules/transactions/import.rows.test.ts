import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_MAX } from '@wealthlog/core';
import { plainAmount } from './import.rows.js';

describe('plainAmount', () => {
  it('gives the plain size of a figure, or why it cannot be stored', () => {
    expect(plainAmount('-0012.50', 2)).toBe('12.5');
    expect(plainAmount('+7', 2)).toBe('7');
    expect(plainAmount('.05', 2)).toBe('0.05');
    expect(plainAmount('3.', 2)).toBe('3');
    expect(plainAmount('1.005', 2)).toBe('decimals'); // never rounded silently
    expect(plainAmount('1.005', 3)).toBe('1.005'); // KWD has three
    expect(plainAmount('0.001', 3)).toBe('min'); // below 0.01
    expect(plainAmount('0.00', 2)).toBe('min');
    expect(plainAmount('1000000000000', 2)).toBe('1000000000000'); // MONEY_MAX itself
    expect(plainAmount('1000000000000.01', 2)).toBe('max');
    expect(plainAmount('99999999999999999999999', 2)).toBe('max');
    expect(plainAmount('000999999999999.5', 2)).toBe('999999999999.5');
    expect(plainAmount('0001000000000000.5', 2)).toBe('max');
  });

  it('agrees with decimal arithmetic on any figure', () => {
    const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{0,${n}}$`));
    fc.assert(
      fc.property(
        fc.constantFrom('', '-', '+'),
        digits(15),
        digits(5),
        fc.integer({ min: 0, max: 4 }),
        (sign, int, frac, places) => {
          if (!int && !frac) return;
          const raw = `${sign}${int}${frac ? `.${frac}` : ''}`;
          const d = new Decimal(raw).abs();
          const expected =
            d.decimalPlaces() > places
              ? 'decimals'
              : d.gt(MONEY_MAX)
                ? 'max'
                : d.lt(0.01)
                  ? 'min'
                  : d.toFixed();
          expect(plainAmount(raw, places)).toBe(expected);
        },
      ),
      { seed: 7, numRuns: 2000 },
    );
  });
});
