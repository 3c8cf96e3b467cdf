import type { Decimal } from 'decimal.js';
import { type DecimalInput, MoneyDecimal, subMoney, toDecimal } from './money.js';

/**
 * Budgets with rollover (API.md "Budgets"). What is left of a month's budget
 * (available = amount + carriedIn − spent) goes into the next month by the month's rule:
 * - NONE: nothing carries; every month starts from its amount;
 * - SURPLUS: a leftover carries, an overspend does not (the next month starts at its amount);
 * - SURPLUS_AND_DEFICIT: both carry, so an overspend is paid back next month (never floored at 0).
 * `spent` is already net of refunds (INCOME in the category), so it can be negative.
 */
export const BUDGET_ROLLOVERS = ['NONE', 'SURPLUS', 'SURPLUS_AND_DEFICIT'] as const;
export type BudgetRollover = (typeof BUDGET_ROLLOVERS)[number];

export interface BudgetMonthInput {
  amount: DecimalInput;
  rollover: BudgetRollover;
  spent: DecimalInput;
}

export interface BudgetMonthFigures {
  carriedIn: Decimal;
  available: Decimal;
}

/** What a month with `available` left hands to the next one under `rollover`. */
export function carryOut(available: DecimalInput, rollover: BudgetRollover): Decimal {
  const a = toDecimal(available);
  if (rollover === 'NONE') return new MoneyDecimal(0);
  if (rollover === 'SURPLUS') return a.isNegative() ? new MoneyDecimal(0) : a;
  return a;
}

/**
 * A category's consecutive months, oldest first: each month's carriedIn (from the month before,
 * by that month's rule) and available. The first month carries nothing in.
 */
export function rolloverChain(months: readonly BudgetMonthInput[]): BudgetMonthFigures[] {
  const out: BudgetMonthFigures[] = [];
  let carried = new MoneyDecimal(0);
  for (const m of months) {
    const available = subMoney(toDecimal(m.amount).plus(carried), m.spent);
    out.push({ carriedIn: carried, available });
    carried = carryOut(available, m.rollover);
  }
  return out;
}

/** 'YYYY-MM' plus n months (n may be negative). */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Months from `first` to `last` inclusive, 'YYYY-MM' each. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let m = first; m <= last; m = shiftMonth(m, 1)) out.push(m);
  return out;
}

/** How far a bar has gone: under 80 % ok, from 80 % warn, over 100 % over. */
export type BudgetStatus = 'ok' | 'warn' | 'over';

export function budgetStatus(spent: DecimalInput, budget: DecimalInput): BudgetStatus {
  const s = toDecimal(spent);
  const b = toDecimal(budget);
  if (b.lte(0)) return s.gt(0) ? 'over' : 'ok';
  if (s.gt(b)) return 'over';
  return s.gte(b.times(0.8)) ? 'warn' : 'ok';
}
