import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CODES,
  CURRENCY_MINOR_UNITS,
  currencyMinorUnit,
  isCurrencyCode,
} from './currencies.js';

describe('ISO 4217 list', () => {
  it('holds the major currencies with their minor units', () => {
    expect(currencyMinorUnit('EUR')).toBe(2);
    expect(currencyMinorUnit('USD')).toBe(2);
    expect(currencyMinorUnit('MAD')).toBe(2);
  });

  it.each(['JPY', 'KRW', 'ISK', 'CLP', 'VND', 'XAF', 'XOF', 'UGX'])('%s has 0 decimals', (code) => {
    expect(currencyMinorUnit(code)).toBe(0);
  });

  it.each(['BHD', 'KWD', 'JOD', 'OMR', 'TND', 'IQD', 'LYD'])('%s has 3 decimals', (code) => {
    expect(currencyMinorUnit(code)).toBe(3);
  });

  it('knows the 4-decimal units of account', () => {
    expect(currencyMinorUnit('CLF')).toBe(4);
    expect(currencyMinorUnit('UYW')).toBe(4);
  });

  it('refuses retired, non-ISO, N.A. and badly cased codes', () => {
    for (const code of ['HRK', 'VEF', 'MRO', 'BTC', 'XAU', 'XXX', 'eur', 'EU', '']) {
      expect(isCurrencyCode(code)).toBe(false);
      expect(currencyMinorUnit(code)).toBeUndefined();
    }
    // An inherited property is not a currency.
    expect(isCurrencyCode('toString')).toBe(false);
  });

  it('lists every code once, sorted, as three capitals', () => {
    expect(CURRENCY_CODES.length).toBe(Object.keys(CURRENCY_MINOR_UNITS).length);
    expect(CURRENCY_CODES.length).toBeGreaterThan(150);
    expect([...CURRENCY_CODES].sort()).toEqual(CURRENCY_CODES);
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    for (const code of CURRENCY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
  });
});
