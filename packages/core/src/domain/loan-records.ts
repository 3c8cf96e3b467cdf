import {
  type ExtraMode,
  type ExtraPayment,
  type LoanEvents,
  type LoanFrequency,
  type LoanTerms,
  MONTHS_PER_PERIOD,
  type DayCount,
  type LoanMethod,
  type Schedule,
  addMonths,
  dueDate,
  periodCount,
} from './loan-terms.js';
import { type DecimalInput, toDecimal } from './money.js';

/**
 * A loan as stored (the server's rows, or any reader's) turned into the terms and events of the
 * schedule (loans.ts). One place, so the loans area and whoever else reads a loan (real estate's
 * debt service) compute the same schedule.
 */
export interface StoredLoan {
  currency: string;
  principal: DecimalInput;
  annualRate: DecimalInput;
  termMonths: number | null;
  frequency: string;
  method: string;
  balloonAfterMonths: number | null;
  dayCount: string;
  startDate: string;
  firstPaymentDate: string | null;
  /** The day it was entered: rows due before it count as made. */
  createdOn: string;
}
export interface StoredLoanEvents {
  loan: StoredLoan;
  rates: readonly { date: string; annualRate: DecimalInput }[];
  corrections: readonly { date: string; balance: DecimalInput }[];
  payments: readonly {
    id: number;
    date: string;
    amount: DecimalInput;
    extra: DecimalInput;
    mode: string | null;
    n: number | null;
  }[];
}

export function loanTermsOf(loan: StoredLoan): LoanTerms {
  const frequency = loan.frequency as LoanFrequency;
  return {
    currency: loan.currency,
    principal: loan.principal,
    annualRate: loan.annualRate,
    termMonths: loan.termMonths ?? 0,
    frequency,
    method: loan.method as LoanMethod,
    balloonAfterMonths: loan.balloonAfterMonths,
    dayCount: loan.dayCount as DayCount,
    startDate: loan.startDate,
    // Without a first payment date the first falls one period after the start.
    firstPaymentDate:
      loan.firstPaymentDate ?? addMonths(loan.startDate, MONTHS_PER_PERIOD[frequency]),
  };
}

export const loanHasPlan = (loan: StoredLoan) => loan.method !== 'NONE';

/**
 * The events the schedule is computed from. An extra paid with (or before) a regular payment is
 * dated no earlier than that payment's due date, so the regular row keeps the split it was paid
 * with. A loan without a plan takes each repayment whole.
 */
export function loanEventsOf(w: StoredLoanEvents, whatIf?: ExtraPayment): LoanEvents {
  const terms = loanTermsOf(w.loan);
  const extras: ExtraPayment[] = [];
  // The latest row paid so far, in the order the payments were recorded.
  let lastRow = 0;
  for (const row of rowsMadeBeforeEntry(w)) lastRow = Math.max(lastRow, row);
  for (const p of [...w.payments].sort((a, b) => a.id - b.id)) {
    if (!loanHasPlan(w.loan)) {
      extras.push({ date: p.date, amount: p.amount, mode: 'REDUCE_TERM' });
      continue;
    }
    if (p.n != null) lastRow = Math.max(lastRow, p.n);
    if (toDecimal(p.extra).lte(0)) continue;
    // Never before the row it came with (or the last row paid): those keep their split.
    const after = p.n ?? lastRow;
    const due = after > 0 ? dueDate(terms, after) : p.date;
    const mode = (p.mode ?? 'REDUCE_TERM') as ExtraMode;
    extras.push({ date: p.date > due ? p.date : due, amount: p.extra, mode });
  }
  if (whatIf) extras.push(whatIf);
  return {
    rates: w.rates.map((r) => ({ date: r.date, annualRate: r.annualRate })),
    corrections: w.corrections.map((c) => ({ date: c.date, balance: c.balance })),
    extras,
  };
}

/** Rows due before the loan was entered: they count as made (API.md). */
export function rowsMadeBeforeEntry(w: StoredLoanEvents): number[] {
  if (!loanHasPlan(w.loan)) return [];
  const terms = loanTermsOf(w.loan);
  const rows: number[] = [];
  for (let n = 1; n <= periodCount(terms) && dueDate(terms, n) < w.loan.createdOn; n += 1)
    rows.push(n);
  return rows;
}

/**
 * The rows of a loan's schedule that count as paid, each with the day it was paid: a row a payment
 * was recorded for (on that payment's date), and a row due before the loan was entered (on its due
 * date; API.md counts those as made, their money being in the balance the user started from). A
 * recorded payment wins over the due date. A loan without a plan has a row per repayment, so all
 * its rows are paid. One rule for the loans area (row statuses, balance steps) and the ledger (the
 * forecast's payments still to come), which may not import one another.
 */
export function paidLoanRows(
  w: Pick<StoredLoanEvents, 'loan' | 'payments'>,
  schedule: Pick<Schedule, 'rows'>,
): Map<number, string> {
  const paid = new Map<number, string>();
  if (!loanHasPlan(w.loan)) {
    for (const row of schedule.rows) paid.set(row.n, row.date);
    return paid;
  }
  for (const row of schedule.rows) if (row.date < w.loan.createdOn) paid.set(row.n, row.date);
  for (const p of w.payments) if (p.n != null) paid.set(p.n, p.date);
  return paid;
}
