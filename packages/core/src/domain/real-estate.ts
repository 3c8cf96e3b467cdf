import type { Decimal } from 'decimal.js';
import { daysFromTo } from './days.js';
import { type DecimalInput, roundMoney, toDecimal } from './money.js';

/**
 * A property's yearly metrics (API.md "Real estate"): every formula once, on decimals. A figure
 * whose input is missing is null, never 0 in its place (the page shows "—"). Ratios come out in
 * percent rounded to 2 places, DSCR as a plain ratio rounded to 2 places, money to the minor unit
 * of the property's currency. Rounding happens only on the way out, never on intermediate sums.
 */
export interface PropertyMetricsInput {
  currency: string;
  purchaseDate: string;
  purchasePrice: DecimalInput;
  purchaseCosts: DecimalInput;
  /** Percent of the property the user owns, 0 < x ≤ 100. */
  ownershipPct: DecimalInput;
  /** Null: no rent expected (a residence, land). */
  monthlyRent: DecimalInput | null;
  vacancyPct: DecimalInput | null;
  /** The income recorded in the period; null when none was recorded (then EGI is estimated). */
  recordedIncome: DecimalInput | null;
  /** The period's recorded operating expenses: every category but IMPROVEMENT; no loan payments. */
  operatingExpenses: DecimalInput;
  /** The value at the end of the period and its day (a valuation, else the purchase price). */
  value: DecimalInput;
  valueDate: string;
  /**
   * The linked borrowed loans (the loans area): payments due in the period, their outstanding
   * balance at the end of it and their original principal. All 0 when no loan is linked.
   */
  debtService: DecimalInput;
  outstanding: DecimalInput;
  loanPrincipal: DecimalInput;
}

export interface PropertyMetrics {
  grossScheduledRent: number | null;
  effectiveGrossIncome: number | null;
  operatingExpenses: number;
  noi: number | null;
  grossYield: number | null;
  netYield: number | null;
  capRate: number | null;
  annualDebtService: number;
  cashFlow: number | null;
  cashOnCash: number | null;
  dscr: number | null;
  equity: number;
  ltv: number | null;
  appreciationPct: number | null;
  cagr: number | null;
}

const HUNDRED = 100;

/** a ÷ b in percent, 2 places; null when either is missing or b is not positive. */
function pct(a: Decimal | null, b: Decimal | null): number | null {
  if (a === null || b === null || !b.gt(0)) return null;
  return a.div(b).times(HUNDRED).toDecimalPlaces(2).toNumber();
}

/** The value × the ownership share (net worth counts this, and equity starts from it). */
export function shareOf(value: DecimalInput, ownershipPct: DecimalInput): Decimal {
  return toDecimal(value).times(toDecimal(ownershipPct)).div(HUNDRED);
}

/**
 * Compound annual growth from the purchase price to the value: (value ÷ price)^(365 ÷ days) − 1,
 * in percent. Null under a year of holding: annualising a few months' change reads as a trend it is
 * not.
 */
export function cagrPct(
  price: DecimalInput,
  value: DecimalInput,
  from: string,
  to: string,
): number | null {
  const days = daysFromTo(from, to);
  const p = toDecimal(price);
  if (days < 365 || !p.gt(0)) return null;
  const growth = toDecimal(value).div(p).pow(toDecimal(365).div(days)).minus(1);
  return growth.times(HUNDRED).toDecimalPlaces(2).toNumber();
}

/** A sold property's realised gain: sale − price − purchase costs − improvements. */
export function realisedGain(
  salePrice: DecimalInput,
  purchasePrice: DecimalInput,
  purchaseCosts: DecimalInput,
  improvements: DecimalInput,
  currency: string,
): number {
  const gain = toDecimal(salePrice)
    .minus(toDecimal(purchasePrice))
    .minus(toDecimal(purchaseCosts))
    .minus(toDecimal(improvements));
  return roundMoney(gain, currency).toNumber();
}

export function propertyMetrics(i: PropertyMetricsInput): PropertyMetrics {
  const money = (d: Decimal) => roundMoney(d, i.currency).toNumber();
  const price = toDecimal(i.purchasePrice);
  const invested = price.plus(toDecimal(i.purchaseCosts));
  const value = toDecimal(i.value);
  const debt = toDecimal(i.debtService);
  const outstanding = toDecimal(i.outstanding);
  const opex = toDecimal(i.operatingExpenses);

  // GSR = 12 × monthly rent; EGI = what was recorded, else GSR less the vacancy allowance.
  const gsr = i.monthlyRent === null ? null : toDecimal(i.monthlyRent).times(12);
  const vacancy = toDecimal(i.vacancyPct ?? 0).div(HUNDRED);
  const egi =
    i.recordedIncome !== null
      ? toDecimal(i.recordedIncome)
      : gsr === null
        ? null
        : gsr.times(toDecimal(1).minus(vacancy));
  const noi = egi === null ? null : egi.minus(opex);
  const cashFlow = noi === null ? null : noi.minus(debt);
  // Cash on cash: the cash the owner put in is what the loan did not pay for.
  const ownCash = invested.minus(toDecimal(i.loanPrincipal));

  return {
    grossScheduledRent: gsr === null ? null : money(gsr),
    effectiveGrossIncome: egi === null ? null : money(egi),
    operatingExpenses: money(opex),
    noi: noi === null ? null : money(noi),
    grossYield: pct(gsr, price),
    netYield: pct(noi, invested),
    capRate: pct(noi, value),
    annualDebtService: money(debt),
    cashFlow: cashFlow === null ? null : money(cashFlow),
    cashOnCash: pct(cashFlow, ownCash),
    dscr: noi === null || !debt.gt(0) ? null : noi.div(debt).toDecimalPlaces(2).toNumber(),
    equity: money(shareOf(value, i.ownershipPct).minus(outstanding)),
    ltv: pct(outstanding, value),
    appreciationPct: pct(value.minus(price), price),
    cagr: cagrPct(price, value, i.purchaseDate, i.valueDate),
  };
}

/** The most copies one "repeat monthly" makes: ten years of rent. */
export const REPEAT_MONTHS_MAX = 120;

/**
 * The same day of each following month, after `from` and up to `until` inclusive; a day the month
 * lacks is its last day (rent due on the 31st falls on 30 April, 28 or 29 February), and the next
 * month goes back to the original day.
 */
export function monthlyDates(from: string, until: string): string[] {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const out: string[] = [];
  for (let k = 1; out.length < REPEAT_MONTHS_MAX; k++) {
    const first = new Date(Date.UTC(y, m - 1 + k, 1));
    const last = new Date(
      Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
    ).getUTCDate();
    first.setUTCDate(Math.min(d, last));
    const day = first.toISOString().slice(0, 10);
    if (day > until) break;
    out.push(day);
  }
  return out;
}
