import { loanHasPlan, paidLoanRows, toDecimal, toMoneyNumber } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { loanScheduleOf, readLoan, readLoans } from './loan-records.js';

/**
 * A loan's figures for the other areas (real estate: equity, LTV, debt service; forecasting; what
 * is coming up), from the same read and the same schedule as the loans area's own answers
 * (loan-records.ts). The one-loan figures answer null for a loan that is not the user's. Money in
 * the loan's currency, rounded to its minor unit.
 */

/** What is owed (or owed to the user) on the loan at the end of `day`, unsigned (ADR 0013). */
export async function outstandingOn(
  db: Executor,
  userId: number,
  loanId: number,
  day: string,
): Promise<{ currency: string; outstanding: number; direction: string } | null> {
  const { rows } = await db.execute<{ currency: string; direction: string; b: string }>(sql`
    SELECT l.currency, l.direction,
           coalesce((SELECT sum(d.delta) FROM loan_balance_days d
             WHERE d.user_id = ${userId} AND d.loan_id = l.id AND d.day <= ${day}::date), 0)::text AS b
    FROM loans l WHERE l.user_id = ${userId} AND l.id = ${loanId}`);
  const row = rows[0];
  if (!row) return null;
  return {
    currency: row.currency,
    direction: row.direction,
    outstanding: toMoneyNumber(toDecimal(row.b).abs(), row.currency),
  };
}

/**
 * Debt service between two days (inclusive): every scheduled payment due in them, interest and
 * principal, extra payments left out. Real estate's annualDebtService is this over its year.
 */
export async function debtServiceBetween(
  db: Executor,
  userId: number,
  loanId: number,
  from: string,
  to: string,
): Promise<{ currency: string; amount: number } | null> {
  const stored = await readLoan(db, userId, loanId);
  if (!stored) return null;
  const schedule = loanScheduleOf(stored);
  const total = schedule.rows
    .filter((r) => r.date >= from && r.date <= to)
    .reduce((sum, r) => sum.plus(r.payment), toDecimal(0));
  return { currency: stored.loan.currency, amount: toMoneyNumber(total, stored.loan.currency) };
}

export interface ScheduledPayment {
  loanId: number;
  name: string;
  accountId: number;
  direction: string;
  currency: string;
  date: string;
  amount: number;
  autoPost: boolean;
}

/**
 * Every scheduled payment due in [from, to] of the user's loans that post to an account (the
 * forecast's cash flow): amount unsigned in the loan's currency; a BORROWED loan's payment leaves
 * the account, a LENT loan's arrives; rows already paid (a payment recorded for them, or due
 * before the loan was entered) and loans without a plan are left out, their payments being in the
 * balance. The loans and their events are read in four queries.
 */
export async function scheduledPaymentsBetween(
  db: Executor,
  userId: number,
  from: string,
  to: string,
): Promise<ScheduledPayment[]> {
  const out: ScheduledPayment[] = [];
  for (const stored of await readLoans(db, userId)) {
    const { id, name, accountId, direction } = stored.loan;
    if (accountId === null || !loanHasPlan(stored.loan)) continue;
    const schedule = loanScheduleOf(stored);
    // Paid rows (core's rule, as the loans area counts them) are in the account's balance already.
    const paid = paidLoanRows(stored, schedule);
    for (const r of schedule.rows) {
      if (r.date < from || r.date > to || r.payment.lte(0) || paid.has(r.n)) continue;
      out.push({
        loanId: id,
        name,
        accountId,
        direction,
        currency: stored.loan.currency,
        date: r.date,
        amount: toMoneyNumber(r.payment, stored.loan.currency),
        autoPost: stored.loan.autoPost,
      });
    }
  }
  return out;
}

/**
 * Each of the user's loans' outstanding balance, by its schedule, at the end of each of `dates`
 * (the forecast's month and year ends): signed (negative when BORROWED), in the loan's currency;
 * 0 once paid off, and 0 before its start date (`startDate` tells that 0 from a paid-off one), the
 * principal before the first payment.
 */
export async function scheduledBalancesAt(
  db: Executor,
  userId: number,
  dates: string[],
): Promise<{ currency: string; startDate: string; balances: number[] }[]> {
  const out: { currency: string; startDate: string; balances: number[] }[] = [];
  for (const stored of await readLoans(db, userId)) {
    const l = { direction: stored.loan.direction, start: stored.loan.startDate };
    const { currency, principal } = stored.loan;
    const schedule = loanScheduleOf(stored);
    const sign = l.direction === 'BORROWED' ? -1 : 1;
    // The rows are in date order: the last one due by `d` by bisection, as a 100-year projection
    // asks for 1,201 month ends.
    const rows = schedule.rows;
    const lastBy = (d: string) => {
      let [lo, hi] = [0, rows.length];
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (rows[mid]!.date <= d) lo = mid + 1;
        else hi = mid;
      }
      return rows[lo - 1];
    };
    const balances = dates.map((d) => {
      if (d < l.start) return 0;
      const last = lastBy(d);
      return sign * toMoneyNumber(last ? last.balance : toDecimal(principal), currency);
    });
    out.push({ currency, startDate: l.start, balances });
  }
  return out;
}
