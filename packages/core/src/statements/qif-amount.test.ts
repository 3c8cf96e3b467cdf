import { describe, expect, it } from 'vitest';
import { decimalMarkOf, parseQifAmount } from './qif-amount.js';

describe('parseQifAmount: US style', () => {
  it.each([
    ['-1,234.56', '-1234.56'],
    ['1,234.56', '1234.56'],
    ['1,234,567.89', '1234567.89'],
    ['-0.07', '-0.07'],
    ['250.00', '250.00'],
    ['12.5', '12.5'],
    ['42', '42'],
    ['-42', '-42'],
    ['+42.10', '42.10'],
    ['.50', '0.50'],
    ['-.5', '-0.5'],
    ['5.', '5'],
    ['007.10', '7.10'],
    ['0.125', '0.125'],
    ['1234.567', '1234.567'],
    ['1,000,000', '1000000'],
  ])('reads %s as %s', (text, amount) => {
    expect(parseQifAmount(text)).toBe(amount);
  });
});

describe('parseQifAmount: comma decimal mark', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['-1.234,56', '-1234.56'],
    ['-12,50', '-12.50'],
    ['12,5', '12.5'],
    ['0,07', '0.07'],
    ['1.234.567,89', '1234567.89'],
    ['1.234.567', '1234567'],
    ['1 234,56', '1234.56'],
    ['-1\u00a0234,56', '-1234.56'],
    ['1\u202f234,56', '1234.56'],
  ])('reads %s as %s', (text, amount) => {
    expect(parseQifAmount(text)).toBe(amount);
  });
});

describe('parseQifAmount: signs and currency symbols', () => {
  it.each([
    ['$1,234.56', '1234.56'],
    ['-$1,234.56', '-1234.56'],
    ['$-1,234.56', '-1234.56'],
    ['- 5.00', '-5.00'],
    ['  -5.00  ', '-5.00'],
    ['12,50 €', '12.50'],
    ['£3.20', '3.20'],
  ])('reads %s as %s', (text, amount) => {
    expect(parseQifAmount(text)).toBe(amount);
  });

  it('drops the minus of a zero', () => {
    expect(parseQifAmount('-0.00')).toBe('0.00');
    expect(parseQifAmount('-0')).toBe('0');
    expect(parseQifAmount('+0,00')).toBe('0.00');
  });
});

describe('parseQifAmount: one separator and three digits (ambiguous)', () => {
  it('takes the separator for thousands when the file does not say otherwise', () => {
    expect(parseQifAmount('1,234')).toBe('1234');
    expect(parseQifAmount('-12,500')).toBe('-12500');
    expect(parseQifAmount('1.000')).toBe('1000');
    expect(parseQifAmount('999.999')).toBe('999999');
  });

  it('takes it as the decimal mark when the file uses that mark', () => {
    expect(parseQifAmount('1,234', ',')).toBe('1.234');
    expect(parseQifAmount('1.234', '.')).toBe('1.234');
  });

  it('keeps thousands when the file uses the other mark', () => {
    expect(parseQifAmount('1,234', '.')).toBe('1234');
    expect(parseQifAmount('1.234', ',')).toBe('1234');
  });

  it('is not ambiguous with a leading zero, four digits or a longer group', () => {
    expect(parseQifAmount('0,125', null)).toBe('0.125');
    expect(parseQifAmount('1,2345')).toBe('1.2345');
    expect(parseQifAmount('1234,567')).toBe('1234.567');
  });
});

describe('parseQifAmount: not amounts', () => {
  it.each(['', '   ', '-', '$', 'abc', '12a', '1.234,5.6', '1,234.5,6', '--5', '5-', '(5.00)'])(
    'gives null for %j',
    (text) => {
      expect(parseQifAmount(text)).toBeNull();
    },
  );
});

describe('decimalMarkOf', () => {
  it('sees the mark when the amount shows it beyond doubt', () => {
    expect(decimalMarkOf('-12,50')).toBe(',');
    expect(decimalMarkOf('1.234,56')).toBe(',');
    expect(decimalMarkOf('1,234.56')).toBe('.');
    expect(decimalMarkOf('-0.07')).toBe('.');
    expect(decimalMarkOf('0,125')).toBe(',');
  });

  it('infers the mark from a repeated grouping separator', () => {
    expect(decimalMarkOf('1.234.567')).toBe(',');
    expect(decimalMarkOf('1,234,567')).toBe('.');
  });

  it('gives null when there is no separator, the amount is ambiguous or no amount', () => {
    expect(decimalMarkOf('42')).toBeNull();
    expect(decimalMarkOf('1,234')).toBeNull();
    expect(decimalMarkOf('1.234')).toBeNull();
    expect(decimalMarkOf('abc')).toBeNull();
  });
});
