import {
  type ExtraPayment,
  type Schedule,
  type StoredLoanEvents,
  computeSchedule,
  loanEventsOf,
  loanTermsOf,
} from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { Lru } from '../lib/lru.js';
import type { loanCorrections, loanPayments, loanRateChanges, loans } from '../db/schema/index.js';

/**
 * The one reader of a loan's records, and the one function from those records to its schedule.
 * The loans area (its answers and its writes) and every area that reads a loan's figures
 * (loan-figures.ts: real estate, forecasting, what is coming up) go through these two, so a loan
 * is read the same way and its schedule computed the same way for all of them. Here in the
 * ledger, which every module may import, rather than in the loans module, because the other
 * areas read the figures without an app (plain functions over a database handle): the smallest
 * change that leaves one read and one computation.
 *
 * Raw SQL through `execute` only, so any executor runs it (a transaction, or a wrapper that
 * counts queries); the rows come back with the types of the Drizzle schema.
 */
export type LoanRow = typeof loans.$inferSelect;
export type RateRow = typeof loanRateChanges.$inferSelect;
export type CorrectionRow = typeof loanCorrections.$inferSelect;
export type PaymentRow = typeof loanPayments.$inferSelect;

/** A loan and its dated events, each list in date order (then id): all its schedule needs. */
export interface LoanRecords {
  loan: LoanRow;
  rates: RateRow[];
  corrections: CorrectionRow[];
  payments: PaymentRow[];
}

// pg rows must be index-signature types; a mapped copy of an interface is one.
type Row<T> = { [K in keyof T]: T[K] };

// Timestamps as ISO text in UTC, read back as the Date the schema types them with.
const isoOf = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The user's loans (all, or only `loanId`) and their events, in loan id order: four queries
 * whatever the number of loans — loans, rate changes, corrections, payments — grouped by loan in
 * memory. One after another: `db` may be a transaction, whose one connection runs one query at a
 * time. `lock`: the loans' rows FOR UPDATE, so two writes to one loan queue and each sees the
 * other's events.
 */
export async function readLoans(
  db: Executor,
  userId: number,
  only: { loanId?: number; lock?: boolean } = {},
): Promise<LoanRecords[]> {
  const { loanId, lock = false } = only;
  const ofLoan = loanId === undefined ? sql`` : sql` AND loan_id = ${loanId}`;
  const loans = await db.execute<Row<Omit<LoanRow, 'createdAt' | 'updatedAt'>> & Timestamps>(sql`
    SELECT id, user_id AS "userId", name, direction, counterparty, kind, currency,
           principal::text AS principal, start_date::text AS "startDate",
           first_payment_date::text AS "firstPaymentDate", term_months AS "termMonths",
           frequency, method, balloon_after_months AS "balloonAfterMonths",
           annual_rate::text AS "annualRate", day_count AS "dayCount",
           account_id AS "accountId", property_id AS "propertyId", auto_post AS "autoPost",
           created_on::text AS "createdOn", ${isoOf('created_at')} AS "createdAt",
           ${isoOf('updated_at')} AS "updatedAt"
    FROM loans
    WHERE user_id = ${userId}${loanId === undefined ? sql`` : sql` AND id = ${loanId}`}
    ORDER BY id${lock ? sql` FOR UPDATE` : sql``}`);
  if (loans.rows.length === 0) return [];
  const rates = await db.execute<Row<RateRow>>(sql`
    SELECT id, user_id AS "userId", loan_id AS "loanId", date::text AS date,
           annual_rate::text AS "annualRate"
    FROM loan_rate_changes WHERE user_id = ${userId}${ofLoan} ORDER BY date, id`);
  const corrections = await db.execute<Row<CorrectionRow>>(sql`
    SELECT id, user_id AS "userId", loan_id AS "loanId", date::text AS date,
           balance::text AS balance, difference::text AS difference
    FROM loan_corrections WHERE user_id = ${userId}${ofLoan} ORDER BY date, id`);
  const payments = await db.execute<
    Row<Omit<PaymentRow, 'createdAt' | 'transactionId'>> & {
      createdAt: string;
      transactionId: string | number | null;
    }
  >(sql`
    SELECT id, user_id AS "userId", loan_id AS "loanId", date::text AS date,
           amount::text AS amount, principal::text AS principal, interest::text AS interest,
           extra::text AS extra, mode, n, transaction_id AS "transactionId", auto,
           ${isoOf('created_at')} AS "createdAt"
    FROM loan_payments WHERE user_id = ${userId}${ofLoan} ORDER BY date, id`);
  // Rows keep their query order (date, id) within each loan.
  const group = <T extends { loanId: number }>(rows: T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) {
      const list = m.get(r.loanId);
      if (list) list.push(r);
      else m.set(r.loanId, [r]);
    }
    return (l: number) => m.get(l) ?? [];
  };
  const ratesOf = group(rates.rows);
  const correctionsOf = group(corrections.rows);
  // A bigint column: pg hands it over as text, the schema types it as a number.
  const paymentsOf = group(
    payments.rows.map((p) => ({
      ...p,
      transactionId: p.transactionId === null ? null : Number(p.transactionId),
      createdAt: new Date(p.createdAt),
    })),
  );
  return loans.rows.map((l) => ({
    loan: { ...l, createdAt: new Date(l.createdAt), updatedAt: new Date(l.updatedAt) },
    rates: ratesOf(l.id),
    corrections: correctionsOf(l.id),
    payments: paymentsOf(l.id),
  }));
}

type Timestamps = { createdAt: string; updatedAt: string };

/** One loan and its events, or null when it is not the user's. */
export async function readLoan(
  db: Executor,
  userId: number,
  loanId: number,
  lock = false,
): Promise<LoanRecords | null> {
  return (await readLoans(db, userId, { loanId, lock }))[0] ?? null;
}

/**
 * Schedules by what they are computed from (terms and events), so the home, the forecast, the
 * upcoming list and the loans page asking alike in one moment compute a loan once: a 30-year
 * schedule is some thousand decimal operations. Keyed by content, it is never stale; bounded by
 * rows (about 1 kB each), it holds a few dozen loans.
 */
const SCHEDULE_ROWS_KEPT = 10_000;
const schedules = new Lru<string, Schedule>(SCHEDULE_ROWS_KEPT, (s) => s.rows.length + 1);

/**
 * The loan's schedule from its records (core's maths, domain/loans.ts); with `whatIf`, an extra
 * payment that is not stored added to its events. Shared between callers, so frozen: read only.
 */
export function loanScheduleOf(records: StoredLoanEvents, whatIf?: ExtraPayment): Schedule {
  const terms = loanTermsOf(records.loan);
  const events = loanEventsOf(records, whatIf);
  const key = JSON.stringify([terms, events]);
  let schedule = schedules.get(key);
  if (!schedule) {
    schedule = computeSchedule(terms, events);
    for (const row of schedule.rows) Object.freeze(row);
    Object.freeze(schedule.rows);
    Object.freeze(schedule);
    schedules.set(key, schedule);
  }
  return schedule;
}
