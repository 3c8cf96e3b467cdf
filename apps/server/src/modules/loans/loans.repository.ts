import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  loanBalanceDays,
  loanCorrections,
  loanPayments,
  loanRateChanges,
  loans,
} from '../../db/schema/index.js';

/** SQL of the loans area; every query is scoped by the user's id (DESIGN rule 4). */
export type LoanRow = typeof loans.$inferSelect;
export type LoanInsert = typeof loans.$inferInsert;
export type RateRow = typeof loanRateChanges.$inferSelect;
export type CorrectionRow = typeof loanCorrections.$inferSelect;
export type PaymentRow = typeof loanPayments.$inferSelect;

/** A loan and its dated events: all the schedule is computed from. */
export interface LoanWithEvents {
  loan: LoanRow;
  rates: RateRow[];
  corrections: CorrectionRow[];
  payments: PaymentRow[];
}

export async function listLoanRows(db: DbOrTx, userId: number): Promise<LoanRow[]> {
  return db.select().from(loans).where(eq(loans.userId, userId)).orderBy(asc(loans.id));
}

/** `lock`: FOR UPDATE, so two writes to one loan queue and each sees the other's events. */
export async function selectLoan(db: DbOrTx, userId: number, id: number, lock = false) {
  const q = db
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The events of the given loans, each list in date order (then id). */
export async function eventsOf(db: DbOrTx, userId: number, rows: LoanRow[]) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  // One after another: `db` may be a transaction, whose one connection runs one query at a time.
  const rates = await db
    .select()
    .from(loanRateChanges)
    .where(and(eq(loanRateChanges.userId, userId), inArray(loanRateChanges.loanId, ids)))
    .orderBy(asc(loanRateChanges.date), asc(loanRateChanges.id));
  const corrections = await db
    .select()
    .from(loanCorrections)
    .where(and(eq(loanCorrections.userId, userId), inArray(loanCorrections.loanId, ids)))
    .orderBy(asc(loanCorrections.date), asc(loanCorrections.id));
  const payments = await db
    .select()
    .from(loanPayments)
    .where(and(eq(loanPayments.userId, userId), inArray(loanPayments.loanId, ids)))
    .orderBy(asc(loanPayments.date), asc(loanPayments.id));
  return rows.map((loan): LoanWithEvents => ({
    loan,
    rates: rates.filter((r) => r.loanId === loan.id),
    corrections: corrections.filter((c) => c.loanId === loan.id),
    payments: payments.filter((p) => p.loanId === loan.id),
  }));
}

export async function loadLoan(db: DbOrTx, userId: number, id: number, lock = false) {
  const row = await selectLoan(db, userId, id, lock);
  if (!row) return undefined;
  return (await eventsOf(db, userId, [row]))[0]!;
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
