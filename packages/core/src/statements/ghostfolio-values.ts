import { MoneyDecimal } from '../domain/money.js';
import { type ActivityAssetClass, StatementError } from './statement.js';

/**
 * Reading single values of a Ghostfolio activity. JSON numbers arrive as doubles; their shortest
 * decimal form (String(n), what Ghostfolio wrote) is the amount, taken exactly from there on
 * through decimal.js, so 298.58 stays "298.58" and 1e-7 becomes "0.0000001".
 */

/** A JSON object's fields, for reading without casts at each use. */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A StatementError about the activity at `index`, whose line is index + 1. */
export function activityError(index: number, rest: string): StatementError {
  return new StatementError(`The activity at index ${index} ${rest}`, index + 1);
}

/** A decimal string of a number in normal notation (no exponent); "0" for any zero. */
export function plainDecimal(text: string | number): string {
  const d = new MoneyDecimal(text);
  return d.isZero() ? '0' : d.toFixed();
}

/**
 * A non-negative JSON number (or numeric string) as a decimal string; null when absent (null or
 * missing). Throws a StatementError naming the activity for anything else.
 */
export function decimalField(activity: JsonObject, key: string, index: number): string | null {
  const value = activity[key];
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const isNumber = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text.trim());
  if (!isNumber || (typeof value === 'number' && !Number.isFinite(value))) {
    throw activityError(index, `has the ${key} ${JSON.stringify(value)}, which is not a number.`);
  }
  const decimal = plainDecimal(text.trim());
  if (decimal.startsWith('-')) {
    throw activityError(index, `has a negative ${key} (${decimal}).`);
  }
  return decimal;
}

/** A non-empty string field, trimmed, or null. */
export function textField(activity: JsonObject, key: string): string | null {
  const value = activity[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function isDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}

/**
 * The calendar date and time of an ISO timestamp as written (`2021-09-16T22:00:00.000Z` →
 * 2021-09-16, 22:00:00): not moved into any time zone. A bare date has no time. Null when the
 * text is not such a timestamp.
 */
export function dateTimeOf(text: string): { date: string; time: string | null } | null {
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i.exec(
      text.trim(),
    );
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  if (!isDay(Number(y), Number(mo), Number(d))) return null;
  const date = `${y}-${mo}-${d}`;
  if (h === undefined || mi === undefined) return { date, time: null };
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return null;
  return { date, time: `${h}:${mi}:${s ?? '00'}` };
}

/**
 * The instant of an ISO timestamp that carries its UTC offset ('2021-09-15T22:00:00.000Z'), as
 * ISO in UTC; null for a bare date or a time without an offset, whose day is as written.
 */
export function instantOf(text: string): string | null {
  if (!/T\d{2}:\d{2}.*(?:Z|[+-]\d{2}:?\d{2})$/i.test(text.trim())) return null;
  const at = new Date(text.trim());
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

// Ghostfolio's asset sub-classes and data sources, as WealthLog's asset classes.
const SUB_CLASSES: Record<string, ActivityAssetClass> = {
  STOCK: 'STOCK',
  ETF: 'ETF',
  CRYPTOCURRENCY: 'CRYPTO',
  BOND: 'BOND',
};
const DATA_SOURCES: Record<string, ActivityAssetClass> = { COINGECKO: 'CRYPTO', YAHOO: 'STOCK' };

/**
 * What kind of security a Ghostfolio activity trades: its asset profile's assetSubClass when the
 * export has one (STOCK, ETF, CRYPTOCURRENCY, BOND; any other is OTHER), else its dataSource —
 * CoinGecko quotes only crypto; Yahoo mostly equities (its crypto and ETFs need the profile to
 * be told apart) — else OTHER (MANUAL and the rest say nothing of the kind).
 */
export function assetClassOf(
  subClass: string | null,
  dataSource: string | null,
): ActivityAssetClass {
  if (subClass) return SUB_CLASSES[subClass.toUpperCase()] ?? 'OTHER';
  return DATA_SOURCES[(dataSource ?? '').toUpperCase()] ?? 'OTHER';
}
