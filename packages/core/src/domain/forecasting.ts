import type { Decimal } from 'decimal.js';
import { MoneyDecimal, toDecimal } from './money.js';

/**
 * Forecasting maths (API.md "Forecasting — /api/forecast").
 *
 * One monthly model for the deterministic projection and for every Monte Carlo path:
 * - the annual return r compounds monthly at g = (1 + r)^(1/12) − 1;
 * - each month the balance grows by g, then the contribution (end of month, the default) is added —
 *   or, with `timing: 'START'`, the contribution is added first and grows with the month;
 * - the contribution grows by `contributionGrowth` % at the start of each year after the first;
 * - from `withdrawalStartYear` (1-based) on, contributions stop and `annualWithdrawal / 12` leaves
 *   at each month's end, indexed to inflation (the withdrawal is stated in today's money, as a
 *   safe-withdrawal plan is);
 * - the real value of year k is the nominal one divided by (1 + inflation)^k.
 * Percentages are given as percent (5 = 5 %), like the rest of the API.
 */
export interface ProjectionInput {
  years: number;
  startValue: number;
  monthlyContribution: number;
  /** % a year, e.g. 5. */
  annualReturn: number;
  /** % a year, e.g. 2. */
  inflation: number;
  /** % by which the monthly contribution grows each year (default 0). */
  contributionGrowth?: number;
  timing?: 'END' | 'START';
  annualWithdrawal?: number;
  withdrawalStartYear?: number;
}

export interface ProjectionYear {
  year: number;
  nominal: Decimal;
  real: Decimal;
}

const ONE = new MoneyDecimal(1);
const pct = (p: number | undefined): Decimal => toDecimal(p ?? 0).div(100);

/** (1 + r)^(1/12) − 1: the monthly rate that compounds to the annual one. */
export function monthlyRate(annualPct: number): Decimal {
  return ONE.plus(pct(annualPct)).pow(ONE.div(12)).minus(1);
}

function inWithdrawal(input: ProjectionInput, year: number): boolean {
  return (
    (input.annualWithdrawal ?? 0) > 0 &&
    input.withdrawalStartYear !== undefined &&
    year >= input.withdrawalStartYear
  );
}

/**
 * Month-by-month values (index 0 = start, index m = end of month m), exact in decimal; the
 * caller rounds. Stops early at `maxMonths`. A balance that a withdrawal would take below zero
 * stays at zero (the money ran out).
 */
export function projectMonths(input: ProjectionInput, maxMonths = input.years * 12): Decimal[] {
  const g = monthlyRate(input.annualReturn);
  const growth = ONE.plus(pct(input.contributionGrowth));
  const infl = ONE.plus(pct(input.inflation));
  const start = input.timing === 'START';
  let value = toDecimal(input.startValue);
  let contribution = toDecimal(input.monthlyContribution);
  let withdrawalIndex = ONE; // (1 + inflation)^(year − 1)
  const values: Decimal[] = [value];
  for (let m = 1; m <= maxMonths; m++) {
    const year = Math.ceil(m / 12);
    if (m > 1 && m % 12 === 1) {
      contribution = contribution.times(growth);
      withdrawalIndex = withdrawalIndex.times(infl);
    }
    if (inWithdrawal(input, year)) {
      value = value
        .times(ONE.plus(g))
        .minus(toDecimal(input.annualWithdrawal!).div(12).times(withdrawalIndex));
      if (value.isNeg()) value = new MoneyDecimal(0);
    } else if (start) value = value.plus(contribution).times(ONE.plus(g));
    else value = value.times(ONE.plus(g)).plus(contribution);
    values.push(value);
  }
  return values;
}

/** Year 0 (today) to `years`, nominal and real, unrounded. */
export function projectYears(input: ProjectionInput): ProjectionYear[] {
  const months = projectMonths(input);
  const infl = ONE.plus(pct(input.inflation));
  const out: ProjectionYear[] = [];
  for (let y = 0; y <= input.years; y++) {
    const nominal = months[y * 12]!;
    out.push({ year: y, nominal, real: nominal.div(infl.pow(y)) });
  }
  return out;
}

/**
 * The first month whose value reaches `target` (nominal, or in today's money with `real`), within
 * `maxMonths`; null if never. FIRE compares in today's money, since expenses rise with prices.
 */
export function monthsToTarget(
  input: Omit<ProjectionInput, 'years'>,
  target: number,
  { real = false, maxMonths = 1200 }: { real?: boolean; maxMonths?: number } = {},
): number | null {
  const t = toDecimal(target);
  const monthlyInfl = ONE.plus(pct(input.inflation)).pow(ONE.div(12));
  const months = projectMonths({ ...input, years: Math.ceil(maxMonths / 12) }, maxMonths);
  let deflator = ONE;
  for (let m = 0; m < months.length; m++) {
    if (m > 0) deflator = deflator.times(monthlyInfl);
    const v = real ? months[m]!.div(deflator) : months[m]!;
    if (v.gte(t)) return m;
  }
  return null;
}

/** The FIRE number: annual expenses / safe withdrawal rate (40,000 at 4 % → 1,000,000). */
export function fireNumber(annualExpenses: number, swrPct: number): Decimal {
  if (swrPct <= 0) throw new RangeError('The safe withdrawal rate must be above 0');
  return toDecimal(annualExpenses).div(pct(swrPct));
}

/** Progress toward the FIRE number in %, capped at 100 (a negative net worth counts as 0). */
export function fireProgressPct(netWorth: number, target: Decimal): Decimal {
  if (target.lte(0)) return new MoneyDecimal(100);
  const p = toDecimal(netWorth).div(target).times(100);
  return MoneyDecimal.max(0, MoneyDecimal.min(100, p));
}
