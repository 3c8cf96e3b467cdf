import { decimalsFor, type Locale } from '@wealthlog/core';
import { INTL_LOCALES } from './locale';

/**
 * Money, numbers and dates for people, with Intl per UI locale; we never hand-place a symbol or a
 * minus sign. The Intl locale of each UI locale (Arabic-Indic digits in Arabic) is INTL_LOCALES.
 */
export { INTL_LOCALES };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let hit = cache.get(key) as T | undefined;
  if (!hit) cache.set(key, (hit = make()));
  return hit;
}

/** A currency Intl does not know (BTC, USDT...) would throw: such codes fall back to "1.2 BTC". */
function currencyFormatter(locale: Locale, currency: string, compact: boolean): Intl.NumberFormat {
  const digits = decimalsFor(currency);
  return cached(`m:${locale}:${currency}:${compact}`, () => {
    try {
      return new Intl.NumberFormat(INTL_LOCALES[locale], {
        style: 'currency',
        currency,
        ...(compact
          ? { notation: 'compact', maximumFractionDigits: 1 }
          : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
      });
    } catch {
      return new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: digits });
    }
  });
}

export function formatMoney(value: number, currency: string, locale: Locale): string {
  const formatter = currencyFormatter(locale, currency, false);
  const text = formatter.format(value);
  return formatter.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`;
}

/** Short axis labels: "€1.2M". */
export function formatMoneyCompact(value: number, currency: string, locale: Locale): string {
  return currencyFormatter(locale, currency, true).format(value);
}

/** A change, always signed ("+€12.00", "−€3.00"). */
export function formatSignedMoney(value: number, currency: string, locale: Locale): string {
  const key = `s:${locale}:${currency}`;
  const digits = decimalsFor(currency);
  const formatter = cached(key, () => {
    try {
      return new Intl.NumberFormat(INTL_LOCALES[locale], {
        style: 'currency',
        currency,
        signDisplay: 'exceptZero',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch {
      return new Intl.NumberFormat(INTL_LOCALES[locale], { signDisplay: 'exceptZero' });
    }
  });
  return formatter.format(value);
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
  return cached(
    `n:${locale}:${maximumFractionDigits}`,
    () => new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits }),
  ).format(value);
}

/** A signed plain number (+42, −1.5): pips and R multiples, where the sign is the result. */
export function formatSignedNumber(
  value: number,
  locale: Locale,
  maximumFractionDigits = 2,
): string {
  return cached(
    `sn:${locale}:${maximumFractionDigits}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALES[locale], {
        maximumFractionDigits,
        signDisplay: 'exceptZero',
      }),
  ).format(value);
}

/** A ratio (0.123 → "12.3 %" in fr), signed. */
export function formatPercent(ratio: number, locale: Locale): string {
  return cached(
    `p:${locale}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALES[locale], {
        style: 'percent',
        maximumFractionDigits: 1,
        signDisplay: 'exceptZero',
      }),
  ).format(ratio);
}

/** A share of a whole (0.25 → "25%"), never signed. */
export function formatShare(ratio: number, locale: Locale): string {
  return cached(
    `sh:${locale}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: 1 }),
  ).format(ratio);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size for people: 1 kB = 1,000 bytes, as the unit names say (Intl's own units, so "ko" in
 * French and Arabic-Indic digits in Arabic); one decimal from kB up, none for plain bytes.
 */
export function formatBytes(bytes: number, locale: Locale): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  // Rounded first, so 999,960 bytes reads "1 MB", not "1,000 kB".
  while (unit < BYTE_UNITS.length - 1 && Math.round(value * 10) / 10 >= 1000) {
    value /= 1000;
    unit += 1;
  }
  return cached(
    `b:${locale}:${unit}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALES[locale], {
        style: 'unit',
        unit: BYTE_UNITS[unit],
        maximumFractionDigits: unit === 0 ? 0 : 1,
      }),
  ).format(value);
}

/** Text without bidi control marks, for places that lay text out left to right (chart axes). */
export function stripBidiMarks(text: string): string {
  return text.replace(/[\u200e\u200f\u061c]/g, '');
}

/**
 * A calendar date 'YYYY-MM-DD' is a day, not an instant: formatted in UTC so no time zone moves
 * it to the day before.
 */
export function formatDate(
  isoDate: string,
  locale: Locale,
  style: 'medium' | 'short' = 'medium',
): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return cached(
    `d:${locale}:${style}`,
    () => new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: style, timeZone: 'UTC' }),
  ).format(date);
}

/** 'YYYY-MM' or a date in it → "June 2025" in the UI locale (a month, so in UTC too). */
export function formatMonth(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate.slice(0, 7)}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return cached(
    `mo:${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALES[locale], {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(date);
}

/** An ISO weekday (1 Monday … 7 Sunday) → "Monday" in the UI locale. */
export function formatWeekday(isoWeekday: number, locale: Locale): string {
  // 2024-01-01 was a Monday.
  return cached(
    `wd:${locale}`,
    () => new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(2024, 0, isoWeekday)));
}

/** An hour of the day (0–23) → "9 AM", "09 h", "٩ ص" in the UI locale. */
export function formatHour(hour: number, locale: Locale): string {
  return cached(
    `h:${locale}`,
    () => new Intl.DateTimeFormat(INTL_LOCALES[locale], { hour: 'numeric', timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(2024, 0, 1, hour)));
}

/** The day of a timestamp, in the browser's time zone; a missing one reads as an em dash. */
export function formatInstantDate(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return cached(
    `id:${locale}`,
    () => new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium' }),
  ).format(date);
}

/** A timestamp, in the browser's time zone; a missing one reads as an em dash. */
export function formatDateTime(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return cached(
    `dt:${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(date);
}

/** Today as 'YYYY-MM-DD' in the browser's time zone (the day the user sees on their calendar). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
