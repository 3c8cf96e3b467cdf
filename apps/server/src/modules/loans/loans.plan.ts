import {
  type MoneyDecimal as Decimal,
  type ExtraPayment,
  type Schedule,
  type ScheduleRowStatus,
  loanHasPlan as hasPlan,
  loanTermsOf as termsOf,
  extraPaymentsOf,
  paidLoanRows,
  toDecimal,
} from '@wealthlog/core';
import { loanScheduleOf } from '../../ledger/loan-records.js';
import type { LoanWithEvents } from './loans.repository.js';

/**
 * A stored loan read through the core schedule (packages/core domain/loans.ts): which rows are
 * paid, the balance net worth counts on each day, and the figures of the loan cards. Pure: the
 * service loads the rows, this file does the arithmetic.
 */
// The stored loan → schedule terms live in core (domain/loan-records.ts); the schedule itself is
// computed by the ledger's loanScheduleOf, shared with every other reader of a loan.
export { hasPlan, termsOf };

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

export function viewOf(w: LoanWithEvents, today: string, whatIf?: ExtraPayment): LoanView {
  const schedule = loanScheduleOf(w, whatIf);
  // Rows paid, with the day each was paid (core: a recorded payment, or due before entry).
  const paid = paidLoanRows(w, schedule);
  // Unsigned balance moves in date order; a correction sets the balance on its day, after the
  // payments of that day, so the days before it and after it both agree with the bank.
  type Move = { day: string; order: number; delta?: Decimal; set?: Decimal };
  const moves: Move[] = [{ day: w.loan.startDate, order: 0, delta: toDecimal(w.loan.principal) }];
  for (const row of schedule.rows) {
    const day = paid.get(row.n);
    if (day !== undefined && !row.principal.isZero())
      moves.push({ day, order: 1, delta: row.principal.neg() });
  }
  // The extras the schedule applies, each on the day core gives it (the same list as the schedule).
  if (hasPlan(w.loan))
    for (const x of extraPaymentsOf(w))
      moves.push({ day: x.day, order: 1, delta: toDecimal(x.amount).neg() });
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
