import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSignedMoney,
  INTL_LOCALES,
  todayIso,
} from './format';

const NNBSP = '\u202f'; // narrow no-break space: fr's thousands separator
const ARABIC_INDIC = /[\u0660-\u0669]/;
const WESTERN = /[0-9]/;

describe('format helpers', () => {
  it('en: point decimals, comma thousands, symbol first', () => {
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.89');
  });

  it('fr: comma decimals, narrow no-break space thousands, symbol after the figure', () => {
    const text = formatMoney(1234.5, 'EUR', 'fr');
    expect(text).toBe(`1${NNBSP}234,50\u00a0€`);
    expect(formatNumber(1234567.5, 'fr')).toBe(`1${NNBSP}234${NNBSP}567,5`);
  });

  it('ar: formatted by Intl for Arabic, with the currency symbol after the figure', () => {
    const text = formatMoney(1234.5, 'USD', 'ar');
    expect(text).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(1234.5),
    );
    // Digits follow the locale's own numbering system (CLDR decides; Arabic-Indic where it says so).
    const system = new Intl.NumberFormat(INTL_LOCALES.ar).resolvedOptions().numberingSystem;
    expect(ARABIC_INDIC.test(text)).toBe(system === 'arab');
    expect(WESTERN.test(text)).toBe(system === 'latn');
    expect(text.trim().endsWith('US$')).toBe(true);
  });

  it('ar digits are Arabic-Indic wherever the Arabic locale data uses them', () => {
    // The same helper code path with a numbering system that writes ١٢٣: nothing hard-codes digits.
    const arab = new Intl.NumberFormat('ar-u-nu-arab', {
      style: 'currency',
      currency: 'EUR',
    }).format(1234.5);
    expect(arab).toMatch(/١٬٢٣٤٫٥٠/);
  });

  it('uses the currency’s minor unit: JPY none, KWD three; crypto keeps eight', () => {
    expect(formatMoney(1234.5, 'JPY', 'en')).toBe('¥1,235');
    expect(formatMoney(1.2345, 'KWD', 'en')).toBe('KWD\u00a01.235');
    expect(formatMoney(0.12345678, 'BTC', 'en')).toBe('BTC\u00a00.12345678');
  });

  it('signs changes and percentages', () => {
    expect(formatSignedMoney(12, 'EUR', 'en')).toBe('+€12.00');
    expect(formatSignedMoney(-3, 'EUR', 'en')).toBe('-€3.00');
    expect(formatPercent(0.125, 'en')).toBe('+12.5%');
    expect(formatPercent(-0.5, 'fr')).toBe('-50\u00a0%');
  });

  it('formats a calendar day without shifting it by the time zone', () => {
    expect(formatDate('2026-01-31', 'en')).toBe('Jan 31, 2026');
    expect(formatDate('2026-01-31', 'fr')).toBe('31 janv. 2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(todayIso(new Date(2026, 2, 9, 23, 59))).toBe('2026-03-09');
  });
});
