import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  decimalsFor,
  mulMoney,
  roundMoney,
  roundQuantity,
  subMoney,
  sumMoney,
  toDecimal,
  toMoneyNumber,
  toQuantityNumber,
} from './money.js';

describe('toDecimal', () => {
  it('reads numbers, strings and Decimals', () => {
    expect(toDecimal(0.1).toString()).toBe('0.1');
    expect(toDecimal('12.34500000').toString()).toBe('12.345');
    expect(toDecimal(new Decimal('7')).toString()).toBe('7');
  });
  it('refuses non-finite and malformed input', () => {
    expect(() => toDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => toDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toDecimal('abc')).toThrow();
  });
});

describe('arithmetic without floats', () => {
  it('adds 0.1 + 0.2 exactly', () => {
    // In floats 0.1 + 0.2 = 0.30000000000000004; in decimals it is 0.3.
    expect(addMoney(0.1, 0.2).toString()).toBe('0.3');
  });
  it('subtracts exactly', () => {
    // 1.00 - 0.99 = 0.01 (float gives 0.010000000000000009)
    expect(subMoney('1.00', '0.99').toString()).toBe('0.01');
  });
  it('multiplies exactly', () => {
    // 1.1 × 3 = 3.3 (float gives 3.3000000000000003)
    expect(mulMoney(1.1, 3).toString()).toBe('3.3');
  });
  it('sums a list without drift', () => {
    // ten times 0.1 = 1 (float accumulation gives 0.9999999999999999)
    expect(sumMoney(Array(10).fill(0.1)).toString()).toBe('1');
    expect(sumMoney([]).toString()).toBe('0');
    expect(sumMoney(['100.005', -0.005, new Decimal('0.00000001')]).toString()).toBe(
      '100.00000001',
    );
  });
  it('keeps more than 20 significant digits', () => {
    // decimal.js defaults to 20 significant digits; 12345678901234567890.12345678 needs 28.
    expect(addMoney('12345678901234567890.12345678', '0.00000001').toString()).toBe(
      '12345678901234567890.12345679',
    );
  });
});

describe('rounding to the minor unit', () => {
  it("uses each currency's decimals", () => {
    expect(decimalsFor('EUR')).toBe(2);
    expect(decimalsFor('jpy')).toBe(0);
    expect(decimalsFor('KWD')).toBe(3);
    expect(decimalsFor('BTC')).toBe(8); // not ISO: treated as crypto
  });
  it('rounds half up', () => {
    // 0.125 EUR → 0.13 (half up), 2.5 JPY → 3, 1.0005 KWD → 1.001
    expect(roundMoney('0.125', 'EUR').toString()).toBe('0.13');
    expect(roundMoney('2.5', 'JPY').toString()).toBe('3');
    expect(roundMoney('1.0005', 'KWD').toString()).toBe('1.001');
    // negative half goes away from zero: -0.125 → -0.13
    expect(roundMoney('-0.125', 'EUR').toString()).toBe('-0.13');
  });
  it('rounds crypto and quantities to 8 decimals', () => {
    // 0.123456785 → 0.12345679 (the 9th decimal 5 rounds up)
    expect(roundMoney('0.123456785', 'ETH').toString()).toBe('0.12345679');
    expect(roundQuantity('1.000000004').toString()).toBe('1');
  });
});

describe('JSON output', () => {
  it('toMoneyNumber returns a rounded number', () => {
    expect(toMoneyNumber('1234.5678', 'USD')).toBe(1234.57);
    expect(toMoneyNumber(addMoney(0.1, 0.2), 'EUR')).toBe(0.3);
    expect(toMoneyNumber('1999.5', 'JPY')).toBe(2000);
  });
  it('never returns -0', () => {
    expect(Object.is(toMoneyNumber('-0.001', 'EUR'), 0)).toBe(true);
    expect(JSON.stringify({ v: toMoneyNumber('-0.004', 'USD') })).toBe('{"v":0}');
  });
  it('toQuantityNumber keeps 8 decimals', () => {
    expect(toQuantityNumber('0.000000015')).toBe(0.00000002);
    expect(toQuantityNumber(new Decimal('3.123456789'))).toBe(3.12345679);
  });
});
