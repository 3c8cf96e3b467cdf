import type { Decimal } from 'decimal.js';
import { type DecimalInput, roundMoney, subMoney, sumMoney, toDecimal } from './money.js';

/**
 * Split transactions (ADR 0015): one payment across categories. The lines must sum to the
 * payment exactly, in the account's currency; "distribute the rest" fills the last line with
 * what the others leave.
 */

/** What the lines leave of the total (negative when they exceed it). */
export function splitRemainder(total: DecimalInput, amounts: readonly DecimalInput[]): Decimal {
  return subMoney(total, sumMoney(amounts));
}

/** True when the lines sum to the total exactly, once each is in the currency's minor unit. */
export function splitsBalance(
  total: DecimalInput,
  amounts: readonly DecimalInput[],
  currency: string,
): boolean {
  const rounded = amounts.map((a) => roundMoney(a, currency));
  return rounded.every((a, i) => a.eq(toDecimal(amounts[i]!))) && sumMoney(rounded).eq(total);
}

/**
 * "Distribute the rest": the last line becomes total − the others; null when the others already
 * take the whole total or more (no positive amount is left for it).
 */
export function distributeRest(
  total: DecimalInput,
  amounts: readonly DecimalInput[],
  currency: string,
): Decimal[] | null {
  if (amounts.length === 0) return null;
  const others = amounts.slice(0, -1).map((a) => roundMoney(a, currency));
  const rest = roundMoney(subMoney(total, sumMoney(others)), currency);
  return rest.gt(0) ? [...others, rest] : null;
}
