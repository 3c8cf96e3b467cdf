import type { Decimal } from 'decimal.js';
import { MS_PER_DAY } from './days.js';
import { type DecimalInput, MoneyDecimal, toDecimal } from './money.js';

/** The terms, events and rows of a loan schedule, and the calendar arithmetic of due dates (loans.ts). */
export const LOAN_METHODS = ['ANNUITY', 'LINEAR', 'INTEREST_ONLY', 'NONE'] as const;
export type LoanMethod = (typeof LOAN_METHODS)[number];
export const LOAN_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'YEARLY'] as const;
export type LoanFrequency = (typeof LOAN_FREQUENCIES)[number];
export const DAY_COUNTS = ['THIRTY_360', 'ACTUAL_365'] as const;
export type DayCount = (typeof DAY_COUNTS)[number];
export const EXTRA_MODES = ['REDUCE_TERM', 'REDUCE_PAYMENT'] as const;
export type ExtraMode = (typeof EXTRA_MODES)[number];

export const MONTHS_PER_PERIOD: Record<LoanFrequency, number> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  YEARLY: 12,
};

export interface LoanTerms {
  currency: string;
  principal: DecimalInput;
  /** Percent: 3.5 = 3.5 %. */
  annualRate: DecimalInput;
  termMonths: number;
  frequency: LoanFrequency;
  method: LoanMethod;
  /** The whole balance falls due with the payment after this many months (null: none). */
  balloonAfterMonths: number | null;
  dayCount: DayCount;
  startDate: string;
  firstPaymentDate: string;
}

export interface RateChange {
  date: string;
  annualRate: DecimalInput;
}
export interface ExtraPayment {
  date: string;
  amount: DecimalInput;
  mode: ExtraMode;
}
export interface BalanceCorrection {
  date: string;
  balance: DecimalInput;
}
export interface LoanEvents {
  rates?: readonly RateChange[];
  extras?: readonly ExtraPayment[];
  corrections?: readonly BalanceCorrection[];
}

export interface ScheduleRow {
  n: number;
  date: string;
  /** The regular payment: interest + principal (the extra is beside it). */
  payment: Decimal;
  interest: Decimal;
  principal: Decimal;
  extra: Decimal;
  /** New balance − old balance of a correction applied after this row (0 when none). */
  correction: Decimal;
  balance: Decimal;
}

export interface Schedule {
  rows: ScheduleRow[];
  totalInterest: Decimal;
  /** Every payment plus every extra. */
  totalPaid: Decimal;
  payoffDate: string | null;
}

export const ZERO = new MoneyDecimal(0);

/** Date arithmetic on 'YYYY-MM-DD' calendar dates, in UTC so no time zone shifts a day. */
function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y!, m!, d!];
}
function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
/** The day `months` months after `date`, on the same day of the month or the month's last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return iso(year, month, Math.min(d, last));
}
export function calendarDaysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / MS_PER_DAY);
}
/** 30/360 (US bond basis is not needed here: each day of the month counts, capped at 30). */
export function days360(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return (y2 - y1) * 360 + (m2 - m1) * 30 + (Math.min(d2, 30) - Math.min(d1, 30));
}

/** Number of payments of the plan: the term in periods (a term that is not a whole number of periods rounds up). */
export function periodCount(terms: Pick<LoanTerms, 'termMonths' | 'frequency'>): number {
  return Math.ceil(terms.termMonths / MONTHS_PER_PERIOD[terms.frequency]);
}

/** Due date of payment n (1-based): counted from the first payment date, never drifting. */
export function dueDate(terms: Pick<LoanTerms, 'firstPaymentDate' | 'frequency'>, n: number) {
  return addMonths(terms.firstPaymentDate, (n - 1) * MONTHS_PER_PERIOD[terms.frequency]);
}

export function rateAt(terms: LoanTerms, rates: readonly RateChange[], day: string): Decimal {
  let rate = toDecimal(terms.annualRate);
  for (const change of rates) if (change.date <= day) rate = toDecimal(change.annualRate);
  return rate;
}

export const byDate = <T extends { date: string }>(items: readonly T[] | undefined): T[] =>
  [...(items ?? [])].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

export function minOf(a: Decimal, b: Decimal): Decimal {
  return a.lt(b) ? a : b;
}

export function summarise(rows: ScheduleRow[]): Schedule {
  let totalInterest = ZERO;
  let totalPaid = ZERO;
  for (const row of rows) {
    totalInterest = totalInterest.plus(row.interest);
    totalPaid = totalPaid.plus(row.payment).plus(row.extra);
  }
  const end = rows.at(-1);
  return {
    rows,
    totalInterest,
    totalPaid,
    payoffDate: end && end.balance.isZero() ? end.date : null,
  };
}
