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
 * The events the schedule is computed from. Each extra is applied on its own day (ADR 0013), with
 * one exception: it never goes before the row of a regular payment recorded before it (or with
 * it), since that row was paid, and posted, with the split it had then. Rows counted as made before
 * the loan was entered hold nothing back: no split was posted for them, they follow the schedule,
 * so an extra paid in those years re-amortises from its own day. A loan without a plan takes each
 * repayment whole.
 */
export function loanEventsOf(w: StoredLoanEvents, whatIf?: ExtraPayment): LoanEvents {
  const extras: ExtraPayment[] = extraPaymentsOf(w).map(({ date, amount, mode }) => ({
    date,
    amount,
    mode,
  }));
  if (whatIf) extras.push(whatIf);
  return {
    rates: w.rates.map((r) => ({ date: r.date, annualRate: r.annualRate })),
    corrections: w.corrections.map((c) => ({ date: c.date, balance: c.balance })),
    extras,
  };
}

/**
 * The recorded extras as the schedule takes them (`date`: where it applies them) and as the
 * balance net worth counts moves (`day`: when the balance falls), one list for both. `day` is the
 * payment's date, unless a regular payment recorded before it holds it back: then the later of its
 * date and that payment's.
 */
export function extraPaymentsOf(
  w: StoredLoanEvents,
): (ExtraPayment & { id: number; day: string })[] {
  const terms = loanTermsOf(w.loan);
  const out: (ExtraPayment & { id: number; day: string })[] = [];
  // The latest row paid by a recorded payment so far, in the order they were recorded.
  let last: { n: number; date: string } | null = null;
  for (const p of [...w.payments].sort((a, b) => a.id - b.id)) {
    if (!loanHasPlan(w.loan)) {
      out.push({ id: p.id, date: p.date, day: p.date, amount: p.amount, mode: 'REDUCE_TERM' });
      continue;
    }
    if (p.n != null && (last == null || p.n >= last.n)) last = { n: p.n, date: p.date };
    if (toDecimal(p.extra).lte(0)) continue;
    const mode = (p.mode ?? 'REDUCE_TERM') as ExtraMode;
    const due = last ? dueDate(terms, last.n) : p.date;
    const date = p.date > due ? p.date : due;
    const day = last && last.date > p.date ? last.date : p.date;
    out.push({ id: p.id, date, day, amount: p.extra, mode });
  }
  return out;
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
