import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type LoanRow, readLoan } from '../../ledger/loan-records.js';
import {
  loanBalanceDays,
  loanCorrections,
  loanPayments,
  loanRateChanges,
  loans,
} from '../../db/schema/index.js';

/**
 * SQL of the loans area; every query is scoped by the user's id (DESIGN rule 4). A loan and its
 * events are read by the ledger's one reader (ledger/loan-records.ts), which the other areas'
 * loan figures use too; this file writes them.
 */
export type {
  CorrectionRow,
  LoanRecords as LoanWithEvents,
  LoanRow,
  PaymentRow,
  RateRow,
} from '../../ledger/loan-records.js';
export type LoanInsert = typeof loans.$inferInsert;

/** `lock`: FOR UPDATE, so two writes to one loan queue and each sees the other's events. */
export async function selectLoan(db: DbOrTx, userId: number, id: number, lock = false) {
  const q = db
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The user's loans' ids, in order. */
export async function loanIds(db: DbOrTx, userId: number) {
  return db
    .select({ id: loans.id })
    .from(loans)
    .where(eq(loans.userId, userId))
    .orderBy(asc(loans.id));
}

/** A loan and its events (undefined when it is not the user's); `lock` as selectLoan's. */
export async function loadLoan(db: DbOrTx, userId: number, id: number, lock = false) {
  return (await readLoan(db, userId, id, lock)) ?? undefined;
}

export async function insertLoan(db: DbOrTx, values: LoanInsert): Promise<LoanRow> {
  const [row] = await db.insert(loans).values(values).returning();
  return row!;
}

export async function updateLoan(
  db: DbOrTx,
  userId: number,
  id: number,
  values: Partial<LoanInsert>,
) {
  await db
    .update(loans)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(loans.userId, userId), eq(loans.id, id)));
}

export async function deleteLoan(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(loans)
    .where(and(eq(loans.userId, userId), eq(loans.id, id)))
    .returning({ id: loans.id });
  return rows.length > 0;
}

/** Replaces the rate of that day (one rate per loan and day). */
export async function upsertRate(
  db: DbOrTx,
  userId: number,
  loanId: number,
  date: string,
  rate: string,
) {
  await db
    .insert(loanRateChanges)
    .values({ userId, loanId, date, annualRate: rate })
    .onConflictDoUpdate({
      target: [loanRateChanges.loanId, loanRateChanges.date],
      set: { annualRate: rate },
    });
}

export async function deleteRate(db: DbOrTx, userId: number, loanId: number, id: number) {
  const rows = await db
    .delete(loanRateChanges)
    .where(
      and(
        eq(loanRateChanges.userId, userId),
        eq(loanRateChanges.loanId, loanId),
        eq(loanRateChanges.id, id),
      ),
    )
    .returning({ id: loanRateChanges.id });
  return rows.length > 0;
}

export async function insertCorrection(db: DbOrTx, values: typeof loanCorrections.$inferInsert) {
  await db.insert(loanCorrections).values(values);
}

export async function deleteCorrection(db: DbOrTx, userId: number, loanId: number, id: number) {
  const rows = await db
    .delete(loanCorrections)
    .where(
      and(
        eq(loanCorrections.userId, userId),
        eq(loanCorrections.loanId, loanId),
        eq(loanCorrections.id, id),
      ),
    )
    .returning({ id: loanCorrections.id });
  return rows.length > 0;
}

/** Inserts a payment; a row already paid (a concurrent auto-post) inserts nothing: undefined. */
export async function insertPayment(db: DbOrTx, values: typeof loanPayments.$inferInsert) {
  const [row] = await db.insert(loanPayments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deletePayment(db: DbOrTx, userId: number, loanId: number, id: number) {
  const [row] = await db
    .delete(loanPayments)
    .where(
      and(
        eq(loanPayments.userId, userId),
        eq(loanPayments.loanId, loanId),
        eq(loanPayments.id, id),
      ),
    )
    .returning();
  return row;
}

/** Rewrites the loan's balance steps (net worth's input): delete, then one insert. */
export async function replaceBalanceDays(
  db: DbOrTx,
  userId: number,
  loanId: number,
  steps: { day: string; delta: string }[],
) {
  await db
    .delete(loanBalanceDays)
    .where(and(eq(loanBalanceDays.userId, userId), eq(loanBalanceDays.loanId, loanId)));
  if (steps.length > 0)
    await db.insert(loanBalanceDays).values(steps.map((s) => ({ userId, loanId, ...s })));
}

export async function setPaymentTransaction(db: DbOrTx, id: number, transactionId: number | null) {
  await db.update(loanPayments).set({ transactionId }).where(eq(loanPayments.id, id));
}

/** Every loan that posts its own payments, of every user (the start-up catch-up). */
export async function autoPostLoans(db: DbOrTx) {
  return db
    .select({ id: loans.id, userId: loans.userId })
    .from(loans)
    .where(eq(loans.autoPost, true))
    .orderBy(asc(loans.userId), asc(loans.id));
}
