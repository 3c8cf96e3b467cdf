import { Decimal } from 'decimal.js';
import { currencyMinorUnit } from './currencies.js';

/**
 * Money and quantity arithmetic without binary floats (DESIGN: "no float sums, ever").
 * A private Decimal constructor keeps the app's precision independent of whatever another module
 * sets on the global one: 40 significant digits hold any PostgreSQL numeric(28, 8) sum exactly.
 */
export const MoneyDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type MoneyDecimal = Decimal;

/** What the helpers accept: a Decimal, a decimal string (as pg returns numeric) or a number. */
export type DecimalInput = Decimal | string | number;

/** DESIGN: quantities and crypto amounts keep 8 decimals. */
export const QUANTITY_DECIMALS = 8;
export const CRYPTO_DECIMALS = 8;

export function toDecimal(value: DecimalInput): Decimal {
  const d = new MoneyDecimal(value);
  // NaN and ±Infinity would silently poison every later sum; fail where they enter.
  if (!d.isFinite()) throw new RangeError(`Not a finite amount: ${String(value)}`);
  return d;
}

/**
 * Decimal places for a currency: its ISO 4217 minor unit (JPY 0, EUR 2, KWD 3...).
 * A code outside ISO 4217 (BTC, ETH, USDT...) is taken as crypto and keeps 8, so no precision is lost.
 */
export function decimalsFor(currency: string): number {
  return currencyMinorUnit(currency.toUpperCase()) ?? CRYPTO_DECIMALS;
}

/** Half-up ("commercial") rounding to the currency's minor unit: 0.125 EUR → 0.13. */
export function roundMoney(value: DecimalInput, currency: string): Decimal {
  return toDecimal(value).toDecimalPlaces(decimalsFor(currency), Decimal.ROUND_HALF_UP);
}

export function roundQuantity(value: DecimalInput): Decimal {
  return toDecimal(value).toDecimalPlaces(QUANTITY_DECIMALS, Decimal.ROUND_HALF_UP);
}

export function addMoney(a: DecimalInput, b: DecimalInput): Decimal {
  return toDecimal(a).plus(toDecimal(b));
}

export function subMoney(a: DecimalInput, b: DecimalInput): Decimal {
  return toDecimal(a).minus(toDecimal(b));
}

export function mulMoney(a: DecimalInput, b: DecimalInput): Decimal {
  return toDecimal(a).times(toDecimal(b));
}

export function sumMoney(values: Iterable<DecimalInput>): Decimal {
  let total = new MoneyDecimal(0);
  for (const v of values) total = total.plus(toDecimal(v));
  return total;
}

// JSON has no -0; a rounded tiny negative (-0.001 EUR → -0) must print as 0.
function toPlainNumber(d: Decimal): number {
  const n = d.toNumber();
  return Object.is(n, -0) ? 0 : n;
}

/** For JSON output (API.md: money is a JSON number), rounded to the currency's minor unit. */
export function toMoneyNumber(value: DecimalInput, currency: string): number {
  return toPlainNumber(roundMoney(value, currency));
}

/** For JSON output of quantities and prices: 8 decimals. */
export function toQuantityNumber(value: DecimalInput): number {
  return toPlainNumber(roundQuantity(value));
}
