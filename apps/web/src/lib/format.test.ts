import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDate,
  formatMonth,
  formatDateTime,
  formatHour,
  formatWeekday,
  formatInstantDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSignedMoney,
  formatSignedNumber,
  stripBidiMarks,
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

  it('signed numbers (pips, R): a plus for a gain, none for zero, the locale digits', () => {
    expect(formatSignedNumber(42, 'en', 1)).toBe('+42');
    expect(formatSignedNumber(-1.25, 'en')).toBe('-1.25');
    expect(formatSignedNumber(0, 'en')).toBe('0');
    expect(stripBidiMarks(formatSignedNumber(2.49, 'ar'))).toBe('+٢٫٤٩');
  });

  it('fr: comma decimals, narrow no-break space thousands, symbol after the figure', () => {
    const text = formatMoney(1234.5, 'EUR', 'fr');
    expect(text).toBe(`1${NNBSP}234,50\u00a0€`);
    expect(formatNumber(1234567.5, 'fr')).toBe(`1${NNBSP}234${NNBSP}567,5`);
  });

  it('ar: Arabic-Indic digits and separators, the currency symbol after the figure', () => {
    const text = formatMoney(1234.5, 'USD', 'ar');
    expect(text).toMatch(/١٬٢٣٤٫٥٠/);
    expect(WESTERN.test(text)).toBe(false);
    expect(text.trim().endsWith('US$')).toBe(true);
    expect(formatNumber(1234567.5, 'ar')).toBe('١٬٢٣٤٬٥٦٧٫٥');
    expect(stripBidiMarks(formatSignedMoney(-3, 'EUR', 'ar'))).toMatch(/^-٣٫٠٠\s?€$/);
  });

  it('ar: dates and timestamps with Arabic-Indic digits too', () => {
    const day = formatDate('2026-01-31', 'ar');
    expect(ARABIC_INDIC.test(day)).toBe(true);
    expect(WESTERN.test(day)).toBe(false);
    expect(ARABIC_INDIC.test(formatDateTime('2026-01-31T10:00:00Z', 'ar'))).toBe(true);
    expect(formatInstantDate(null, 'ar')).toBe('—');
    expect(formatDateTime(undefined, 'en')).toBe('—');
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

describe('formatMonth', () => {
  it('names the month of a date in each locale, Arabic with Arabic-Indic digits', () => {
    expect(formatMonth('2025-06-14', 'en')).toBe('June 2025');
    expect(formatMonth('2025-06', 'fr')).toBe('juin 2025');
    expect(formatMonth('2025-06-01', 'ar')).toContain('٢٠٢٥');
    expect(formatMonth('nope', 'en')).toBe('nope');
  });
});

describe('formatWeekday and formatHour', () => {
  it('name an ISO weekday and an hour in each locale', () => {
    expect([1, 7].map((d) => formatWeekday(d, 'en'))).toEqual(['Monday', 'Sunday']);
    expect(formatWeekday(1, 'fr')).toBe('lundi');
    expect(formatWeekday(1, 'ar')).toBe('الاثنين');
    expect(formatHour(9, 'en')).toBe('9 AM');
    expect(formatHour(17, 'fr')).toBe('17 h');
    expect(formatHour(9, 'ar')).toMatch(ARABIC_INDIC);
  });

  it('sizes: 1 kB = 1,000 bytes, one decimal from kB up, the unit in the locale', () => {
    expect(formatBytes(0, 'en')).toBe('0 byte');
    expect(formatBytes(999, 'en')).toBe('999 byte');
    // 1,536 ÷ 1,000 = 1.536 → 1.5
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    // 999,960 rounds to 1,000.0 kB, which is said as 1 MB
    expect(formatBytes(999_960, 'en')).toBe('1 MB');
    // 2,345,678,901 ÷ 1,000³ = 2.35 → 2.3
    expect(formatBytes(2_345_678_901, 'en')).toBe('2.3 GB');
    expect(formatBytes(1_500_000, 'fr')).toBe(`1,5${NNBSP}Mo`);
    const ar = formatBytes(1_500_000, 'ar');
    expect(ar).toMatch(ARABIC_INDIC);
    expect(ar).not.toMatch(WESTERN);
  });
});
