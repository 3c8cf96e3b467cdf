import {
  type DayCount,
  type MoneyDecimal as Decimal,
  type ExtraMode,
  type ExtraPayment,
  type LoanEvents,
  type LoanFrequency,
  type LoanMethod,
  type LoanTerms,
  MONTHS_PER_PERIOD,
  type Schedule,
  type ScheduleRowStatus,
  addMonths,
  computeSchedule,
  dueDate,
  periodCount,
  toDecimal,
} from '@wealthlog/core';
import type { LoanRow, LoanWithEvents } from './loans.repository.js';

/**
 * A stored loan read through the core schedule (packages/core domain/loans.ts): which rows are
 * paid, the balance net worth counts on each day, and the figures of the loan cards. Pure: the
 * service loads the rows, this file does the arithmetic.
 */
export function termsOf(loan: LoanRow): LoanTerms {
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

export const hasPlan = (loan: LoanRow) => loan.method !== 'NONE';

/**
 * The events the schedule is computed from. An extra paid with (or before) a regular payment is
 * dated no earlier than that payment's due date, so the regular row keeps the split it was paid
 * with. A loan without a plan takes each repayment whole.
 */
export function eventsOf(w: LoanWithEvents, whatIf?: ExtraPayment): LoanEvents {
  const terms = termsOf(w.loan);
  const extras: ExtraPayment[] = [];
  // The latest row paid so far, in the order the payments were recorded.
  let lastRow = 0;
  for (const row of implicitRows(w)) lastRow = Math.max(lastRow, row);
  for (const p of [...w.payments].sort((a, b) => a.id - b.id)) {
    if (!hasPlan(w.loan)) {
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
function implicitRows(w: LoanWithEvents): number[] {
  if (!hasPlan(w.loan)) return [];
  const terms = termsOf(w.loan);
  const rows: number[] = [];
  for (let n = 1; n <= periodCount(terms) && dueDate(terms, n) < w.loan.createdOn; n += 1)
    rows.push(n);
  return rows;
}

export interface LoanView {
  schedule: Schedule;
  status: ScheduleRowStatus[];
  /** Signed balance steps (negative when BORROWED), one per day that moved. */
  steps: { day: string; delta: Decimal }[];
  outstanding: Decimal;
  interestPaid: Decimal;
  interestToCome: Decimal;
  nextRow: number | null;
}

/** Rows paid: by a recorded payment, or due before the loan was entered (API.md: count as made). */
function paidRows(w: LoanWithEvents, schedule: Schedule): Map<number, string> {
  const paid = new Map<number, string>();
  if (!hasPlan(w.loan)) {
    for (const row of schedule.rows) paid.set(row.n, row.date);
    return paid;
  }
  for (const row of schedule.rows) if (row.date < w.loan.createdOn) paid.set(row.n, row.date);
  for (const p of w.payments) if (p.n != null) paid.set(p.n, p.date);
  return paid;
}

export function viewOf(w: LoanWithEvents, today: string, whatIf?: ExtraPayment): LoanView {
  const schedule = computeSchedule(termsOf(w.loan), eventsOf(w, whatIf));
  const paid = paidRows(w, schedule);
  // Unsigned balance moves in date order; a correction sets the balance on its day, after the
  // payments of that day, so the days before it and after it both agree with the bank.
  type Move = { day: string; order: number; delta?: Decimal; set?: Decimal };
  const moves: Move[] = [{ day: w.loan.startDate, order: 0, delta: toDecimal(w.loan.principal) }];
  for (const row of schedule.rows) {
    const day = paid.get(row.n);
    if (day !== undefined && !row.principal.isZero())
      moves.push({ day, order: 1, delta: row.principal.neg() });
  }
  if (hasPlan(w.loan))
    for (const p of w.payments)
      if (toDecimal(p.extra).gt(0))
        moves.push({ day: p.date, order: 1, delta: toDecimal(p.extra).neg() });
  for (const c of w.corrections) moves.push({ day: c.date, order: 2, set: toDecimal(c.balance) });
  moves.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.order - b.order));

  const sign = w.loan.direction === 'BORROWED' ? -1 : 1;
  const byDay = new Map<string, Decimal>();
  let balance = toDecimal(0);
  for (const m of moves) {
    const next = m.set ?? balance.plus(m.delta!);
    const delta = next.minus(balance).times(sign);
    byDay.set(m.day, (byDay.get(m.day) ?? toDecimal(0)).plus(delta));
    balance = next;
  }
  const steps = [...byDay].filter(([, d]) => !d.isZero()).map(([day, delta]) => ({ day, delta }));

  let interestPaid = toDecimal(0);
  let interestToCome = toDecimal(0);
  let nextRow: number | null = null;
  const status = schedule.rows.map((row): ScheduleRowStatus => {
    if (paid.has(row.n)) {
      interestPaid = interestPaid.plus(row.interest);
      return 'PAID';
    }
    interestToCome = interestToCome.plus(row.interest);
    nextRow ??= row.n;
    return row.date <= today ? 'DUE' : 'PLANNED';
  });
  return { schedule, status, steps, outstanding: balance, interestPaid, interestToCome, nextRow };
}
