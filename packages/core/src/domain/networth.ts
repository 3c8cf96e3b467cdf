import type { Decimal } from 'decimal.js';
import type { AccountType } from '../schemas/accounts.js';
import { daysBetween } from './days.js';
import type { RateBook } from './fx.js';
import { type DecimalInput, MoneyDecimal, roundMoney, toDecimal } from './money.js';

/**
 * The net-worth maths of the dashboard, pure: the reference the SQL of modules/dashboard must agree
 * with (its tests compare both on the same data).
 *
 * - An account's balance on day D = its opening balance (from its opening date on) + the sum of
 *   its daily deltas dated on or before D. A quiet day keeps the previous balance; an inactive
 *   account still counts (it stays in net worth until its balance is zero).
 * - Per day and currency, positive balances are summed apart from negative ones, then converted
 *   with that day's factor; assets = Σ converted positives, liabilities = −Σ converted negatives,
 *   net worth = assets − liabilities (each rounded to the base currency's minor unit first, so the
 *   three shown figures always add up).
 * - A currency without a rate on a day is left out of that day and listed in `missingRates`
 *   (only when it holds a non-zero amount: a zero needs no rate).
 */
export const LIQUID_ACCOUNT_TYPES = [
  'CASH',
  'FX',
  'STOCKS',
  'CRYPTO',
  'PERSONAL_EXPENSES',
] as const satisfies readonly AccountType[];
export const ILLIQUID_ACCOUNT_TYPES = ['REAL_ESTATE'] as const satisfies readonly AccountType[];

export function isLiquidType(type: AccountType): boolean {
  return (LIQUID_ACCOUNT_TYPES as readonly string[]).includes(type);
}

export interface NetWorthAccountInput {
  id: number;
  type: AccountType;
  currency: string;
  openingBalance: DecimalInput;
  openingDate: string;
  /** Read by nobody on purpose: an inactive account counts until its balance is zero. */
  active?: boolean;
}

/** The net change of one account on one day (what the daily balance table holds). */
export interface DailyDeltaInput {
  accountId: number;
  date: string;
  amount: DecimalInput;
}

export interface NetWorthDay {
  date: string;
  netWorth: Decimal;
  assets: Decimal;
  liabilities: Decimal;
}

const ZERO = new MoneyDecimal(0);

/** Each account's balance at the end of `day`. */
export function balancesOn(
  accounts: NetWorthAccountInput[],
  deltas: DailyDeltaInput[],
  day: string,
): Map<number, Decimal> {
  const balances = new Map<number, Decimal>();
  for (const a of accounts) {
    balances.set(a.id, a.openingDate <= day ? toDecimal(a.openingBalance) : ZERO);
  }
  for (const d of deltas) {
    const current = balances.get(d.accountId);
    if (current !== undefined && d.date <= day) balances.set(d.accountId, current.plus(d.amount));
  }
  return balances;
}

/** Moved to days.ts with the rest of the day arithmetic; still importable from here. */
export { daysBetween } from './days.js';

interface DayTotals {
  assets: Decimal;
  liabilities: Decimal;
  missing: Set<string>;
}

/** Assets and liabilities of one day from the accounts' balances on that day. */
function totalsOf(
  accounts: NetWorthAccountInput[],
  balances: Map<number, Decimal>,
  rates: RateBook,
  base: string,
  day: string,
): DayTotals {
  const pos = new Map<string, Decimal>();
  const neg = new Map<string, Decimal>();
  for (const a of accounts) {
    const b = balances.get(a.id) ?? ZERO;
    const side = b.isNegative() ? neg : pos;
    side.set(a.currency, (side.get(a.currency) ?? ZERO).plus(b));
  }
  let assets = ZERO;
  let liabilities = ZERO;
  const missing = new Set<string>();
  for (const currency of new Set([...pos.keys(), ...neg.keys()])) {
    const p = pos.get(currency) ?? ZERO;
    const n = neg.get(currency) ?? ZERO;
    if (p.isZero() && n.isZero()) continue;
    const f = rates.factor(currency, base, day);
    if (!f) {
      missing.add(currency);
      continue;
    }
    assets = assets.plus(p.times(f.num).dividedBy(f.den));
    liabilities = liabilities.minus(n.times(f.num).dividedBy(f.den));
  }
  return { assets, liabilities, missing };
}

function point(day: string, t: DayTotals, base: string): NetWorthDay {
  const assets = roundMoney(t.assets, base);
  const liabilities = roundMoney(t.liabilities, base);
  return { date: day, assets, liabilities, netWorth: assets.minus(liabilities) };
}

export interface NetWorthSeriesInput {
  accounts: NetWorthAccountInput[];
  deltas: DailyDeltaInput[];
  rates: RateBook;
  base: string;
  from: string;
  to: string;
}

/** One point a day from `from` to `to`, every account counted every day. */
export function netWorthSeries(input: NetWorthSeriesInput): {
  points: NetWorthDay[];
  missingRates: string[];
} {
  const { accounts, rates, base } = input;
  const byDay = new Map<string, DailyDeltaInput[]>();
  for (const d of input.deltas) {
    const key = d.date < input.from ? input.from : d.date;
    byDay.set(key, [...(byDay.get(key) ?? []), d]);
  }
  const balances = new Map<number, Decimal>(accounts.map((a) => [a.id, ZERO]));
  const opened = new Set<number>();
  const missing = new Set<string>();
  const points: NetWorthDay[] = [];
  for (const day of daysBetween(input.from, input.to)) {
    for (const a of accounts) {
      if (!opened.has(a.id) && a.openingDate <= day) {
        opened.add(a.id);
        balances.set(a.id, balances.get(a.id)!.plus(a.openingBalance));
      }
    }
    for (const d of byDay.get(day) ?? []) {
      const current = balances.get(d.accountId);
      if (current !== undefined) balances.set(d.accountId, current.plus(d.amount));
    }
    const totals = totalsOf(accounts, balances, rates, base, day);
    for (const c of totals.missing) missing.add(c);
    points.push(point(day, totals, base));
  }
  return { points, missingRates: [...missing].sort() };
}

export interface NetWorthTotals {
  netWorth: Decimal;
  assets: Decimal;
  liabilities: Decimal;
  liquid: Decimal;
  illiquid: Decimal;
  byType: Record<string, Decimal>;
  byCurrency: Record<string, Decimal>;
  missingRates: string[];
}

/** The figures of the summary cards on `asOf`; byType and byCurrency are net, in `base`. */
export function netWorthSummary(input: {
  accounts: NetWorthAccountInput[];
  deltas: DailyDeltaInput[];
  rates: RateBook;
  base: string;
  asOf: string;
}): NetWorthTotals {
  const { accounts, rates, base, asOf } = input;
  const balances = balancesOn(accounts, input.deltas, asOf);
  const dayTotals = totalsOf(accounts, balances, rates, base, asOf);
  const totals = point(asOf, dayTotals, base);
  let liquid = ZERO;
  const byType = new Map<string, Decimal>();
  const byCurrency = new Map<string, Decimal>();
  for (const a of accounts) {
    const value = rates.convert(balances.get(a.id) ?? ZERO, a.currency, base, asOf);
    if (!value) continue;
    // Liquid and illiquid split the assets (positive values), before debt: see networth-totals.ts.
    if (isLiquidType(a.type) && value.gt(0)) liquid = liquid.plus(value);
    byType.set(a.type, (byType.get(a.type) ?? ZERO).plus(value));
    byCurrency.set(a.currency, (byCurrency.get(a.currency) ?? ZERO).plus(value));
  }
  const rounded = (m: Map<string, Decimal>) =>
    Object.fromEntries([...m].map(([k, v]) => [k, roundMoney(v, base)]));
  return {
    netWorth: totals.netWorth,
    assets: totals.assets,
    liabilities: totals.liabilities,
    liquid: roundMoney(liquid, base),
    illiquid: totals.assets.minus(roundMoney(liquid, base)),
    byType: rounded(byType),
    byCurrency: rounded(byCurrency),
    missingRates: [...dayTotals.missing].sort(),
  };
}
