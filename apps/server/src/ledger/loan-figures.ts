import {
  type StoredLoanEvents,
  computeSchedule,
  loanEventsOf,
  loanHasPlan,
  loanTermsOf,
  paidLoanRows,
  toDecimal,
  toMoneyNumber,
} from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * A loan's figures for the other areas (real estate: equity, LTV, debt service), here in the
 * ledger because modules may not import one another. Both answer null for a loan that is not the
 * user's. Money in the loan's currency, rounded to its minor unit.
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

// pg rows must be index-signature types; a mapped copy of core's interfaces is one.
type Row<T> = { [K in keyof T]: T[K] };

/** A loan as the forecast reads it: core's stored loan and events, plus what the callers list. */
interface LoanWithEvents extends StoredLoanEvents {
  id: number;
  name: string;
  accountId: number | null;
  direction: string;
}

/**
 * The user's loans (all, or only `loanId`) and their events, read for core's schedule
 * (domain/loan-records.ts): four queries whatever the number of loans — loans, rate changes,
 * corrections, payments — grouped by loan in memory, in loan id order. One after another: `db` may
 * be a transaction, whose one connection runs one query at a time.
 */
export async function storedLoans(
  db: Executor,
  userId: number,
  loanId?: number,
): Promise<LoanWithEvents[]> {
  const only = loanId === undefined ? sql`` : sql` AND loan_id = ${loanId}`;
  const onlyLoan = loanId === undefined ? sql`` : sql` AND id = ${loanId}`;
  const loans = await db.execute<
    Row<StoredLoanEvents['loan']> & {
      id: number;
      name: string;
      accountId: number | null;
      direction: string;
    }
  >(sql`
    SELECT id, name, account_id AS "accountId", direction,
           currency, principal::text AS "principal", annual_rate::text AS "annualRate",
           term_months AS "termMonths", frequency, method,
           balloon_after_months AS "balloonAfterMonths", day_count AS "dayCount",
           start_date::text AS "startDate", first_payment_date::text AS "firstPaymentDate",
           created_on::text AS "createdOn"
    FROM loans WHERE user_id = ${userId}${onlyLoan}
    ORDER BY id`);
  if (loans.rows.length === 0) return [];
  const rates = await db.execute<Row<StoredLoanEvents['rates'][number]> & { loanId: number }>(sql`
      SELECT loan_id AS "loanId", date::text AS date, annual_rate::text AS "annualRate"
      FROM loan_rate_changes WHERE user_id = ${userId}${only} ORDER BY date, id`);
  const corrections = await db.execute<
    Row<StoredLoanEvents['corrections'][number]> & { loanId: number }
  >(sql`
      SELECT loan_id AS "loanId", date::text AS date, balance::text AS balance
      FROM loan_corrections WHERE user_id = ${userId}${only} ORDER BY date, id`);
  const payments = await db.execute<
    Row<StoredLoanEvents['payments'][number]> & { loanId: number }
  >(sql`
      SELECT loan_id AS "loanId", id, date::text AS date, amount::text AS amount,
             extra::text AS extra, mode, n
      FROM loan_payments WHERE user_id = ${userId}${only} ORDER BY date, id`);
  // Rows keep their query order (date, id) within each loan, as the one-loan reads did.
  const group = <T extends { loanId: number }>(rows: T[]) => {
    const m = new Map<number, Omit<T, 'loanId'>[]>();
    for (const { loanId: l, ...r } of rows) {
      const list = m.get(l);
      if (list) list.push(r);
      else m.set(l, [r]);
    }
    return (l: number) => m.get(l) ?? [];
  };
  const [ratesOf, correctionsOf, paymentsOf] = [
    group(rates.rows),
    group(corrections.rows),
    group(payments.rows),
  ];
  return loans.rows.map(({ id, name, accountId, direction, ...loan }) => ({
    id,
    name,
    accountId,
    direction,
    loan,
    rates: ratesOf(id),
    corrections: correctionsOf(id),
    payments: paymentsOf(id),
  }));
}

/** One loan and its events, or null when it is not the user's. */
async function storedLoan(db: Executor, userId: number, loanId: number) {
  return (await storedLoans(db, userId, loanId))[0] ?? null;
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
  const stored = await storedLoan(db, userId, loanId);
  if (!stored) return null;
  const schedule = computeSchedule(loanTermsOf(stored.loan), loanEventsOf(stored));
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
  for (const stored of await storedLoans(db, userId)) {
    if (stored.accountId === null || !loanHasPlan(stored.loan)) continue;
    const schedule = computeSchedule(loanTermsOf(stored.loan), loanEventsOf(stored));
    // Paid rows (core's rule, as the loans area counts them) are in the account's balance already.
    const paid = paidLoanRows(stored, schedule);
    for (const r of schedule.rows) {
      if (r.date < from || r.date > to || r.payment.lte(0) || paid.has(r.n)) continue;
      out.push({
        loanId: stored.id,
        name: stored.name,
        accountId: stored.accountId,
        direction: stored.direction,
        currency: stored.loan.currency,
        date: r.date,
        amount: toMoneyNumber(r.payment, stored.loan.currency),
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
  for (const stored of await storedLoans(db, userId)) {
    const l = { direction: stored.direction, start: stored.loan.startDate };
    const { currency, principal } = stored.loan;
    const schedule = computeSchedule(loanTermsOf(stored.loan), loanEventsOf(stored));
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
