import type { Decimal } from 'decimal.js';
import { decimalsFor, type DecimalInput, MoneyDecimal, toDecimal, toMoneyNumber } from './money.js';
import { LIQUID_ACCOUNT_TYPES } from './networth.js';

/**
 * THE definition of the dashboard's figures (ADR 0022), the one the summary answer is built from
 * and the web's cards and donut show:
 * - assets = Σ of the positive parts (every account, property, position or lent loan worth more
 *   than nothing), liabilities = Σ of the negative parts, sign dropped (borrowed loans, overdrawn
 *   accounts); net worth = assets − liabilities;
 * - liquid = the assets of liquid types (LIQUID_ACCOUNT_TYPES), illiquid = the other assets
 *   (properties, real-estate accounts, lent loans): liquid + illiquid = assets, before debt;
 * - assetsByType / liabilitiesByType split assets / liabilities by type, and add up to them to the
 *   cent (largest remainder), so the donut's total is the Assets card's figure;
 * - byType / byCurrency stay net (positive minus negative parts), as API.md has them.
 * A part is one holder's value in the base currency (or a sum of parts of one sign, type and
 * currency), not yet rounded; every figure is rounded once, to the base currency's minor unit.
 */
export interface NetWorthPart {
  type: string;
  currency: string;
  value: DecimalInput;
}

export interface NetWorthComposition {
  netWorth: number;
  assets: number;
  liabilities: number;
  liquid: number;
  illiquid: number;
  assetsByType: Record<string, number>;
  liabilitiesByType: Record<string, number>;
  byType: Record<string, number>;
  byCurrency: Record<string, number>;
}

const ZERO = new MoneyDecimal(0);

function sumBy(parts: readonly { key: string; value: Decimal }[]): Map<string, Decimal> {
  const out = new Map<string, Decimal>();
  for (const p of parts) out.set(p.key, (out.get(p.key) ?? ZERO).plus(p.value));
  return out;
}

/**
 * Non-negative parts rounded to `decimals` so that they add up to the rounded total exactly:
 * each is rounded down, and the cents left go one each to the largest remainders (ties: key order).
 */
export function apportion(parts: Map<string, Decimal>, decimals: number): Map<string, Decimal> {
  const unit = new MoneyDecimal(10).pow(-decimals);
  const keys = [...parts.keys()].sort();
  const total = keys.reduce((s, k) => s.plus(parts.get(k)!), ZERO).toDecimalPlaces(decimals);
  const floors = new Map(keys.map((k) => [k, parts.get(k)!.toDecimalPlaces(decimals, 1)]));
  let left = total.minus(keys.reduce((s, k) => s.plus(floors.get(k)!), ZERO)).dividedBy(unit);
  const byRemainder = [...keys].sort((a, b) => {
    const diff = parts
      .get(b)!
      .minus(floors.get(b)!)
      .comparedTo(parts.get(a)!.minus(floors.get(a)!));
    return diff !== 0 ? diff : a < b ? -1 : 1;
  });
  for (const k of byRemainder) {
    if (left.lte(0)) break;
    floors.set(k, floors.get(k)!.plus(unit));
    left = left.minus(1);
  }
  return floors;
}

const numbers = (m: Map<string, Decimal>, base: string) =>
  Object.fromEntries(
    [...m]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .filter(([, v]) => !v.isZero())
      .map(([k, v]) => [k, toMoneyNumber(v, base)]),
  );

export function netWorthComposition(
  parts: readonly NetWorthPart[],
  base: string,
): NetWorthComposition {
  const decimals = decimalsFor(base);
  const all = parts.map((p) => ({ ...p, value: toDecimal(p.value) }));
  const positive = all.filter((p) => p.value.gt(0));
  const negative = all.filter((p) => p.value.lt(0));
  const assetsByType = apportion(
    sumBy(positive.map((p) => ({ key: p.type, value: p.value }))),
    decimals,
  );
  const liabilitiesByType = apportion(
    sumBy(negative.map((p) => ({ key: p.type, value: p.value.negated() }))),
    decimals,
  );
  const sum = (m: Map<string, Decimal>) => [...m.values()].reduce((s, v) => s.plus(v), ZERO);
  const assets = sum(assetsByType);
  const liabilities = sum(liabilitiesByType);
  const liquid = [...assetsByType]
    .filter(([type]) => (LIQUID_ACCOUNT_TYPES as readonly string[]).includes(type))
    .reduce((s, [, v]) => s.plus(v), ZERO);
  const net = (key: (p: NetWorthPart) => string) =>
    new Map(
      [...sumBy(all.map((p) => ({ key: key(p), value: p.value })))].map(([k, v]) => [
        k,
        v.toDecimalPlaces(decimals),
      ]),
    );
  return {
    netWorth: toMoneyNumber(assets.minus(liabilities), base),
    assets: toMoneyNumber(assets, base),
    liabilities: toMoneyNumber(liabilities, base),
    liquid: toMoneyNumber(liquid, base),
    illiquid: toMoneyNumber(assets.minus(liquid), base),
    assetsByType: numbers(assetsByType, base),
    liabilitiesByType: numbers(liabilitiesByType, base),
    byType: Object.fromEntries(
      [...net((p) => p.type)].map(([k, v]) => [k, toMoneyNumber(v, base)]),
    ),
    byCurrency: Object.fromEntries(
      [...net((p) => p.currency)].map(([k, v]) => [k, toMoneyNumber(v, base)]),
    ),
  };
}
