import {
  AppError,
  type Loan,
  type LoanCreate,
  type LoanSchedule,
  type LoanUpdate,
  extraPaymentSavings,
  loanTermsIssues,
  toDecimal,
  toMoneyNumber,
} from '@wealthlog/core';
import type { Database, DbOrTx } from '../../db/client.js';
import { todayOf } from '../../ledger/balances.js';
import { type LoanRecords, readLoans } from '../../ledger/loan-records.js';
import { toLoan, toSchedule } from './loans.mapper.js';
import { termsOf, viewOf } from './loans.plan.js';
import { checkAccount, checkProperty, removePosting } from './loans.posting.js';
import * as repo from './loans.repository.js';

/** The rules of /api/loans (API.md "Loans"); every write keeps loan_balance_days in step. */

/**
 * Recomputes the loan's balance steps from its terms and events and writes them, in the caller's
 * transaction: net worth (ADR 0007) never sees a loan change without its balance.
 */
export async function refreshBalance(tx: DbOrTx, userId: number, loanId: number, today: string) {
  const w = await repo.loadLoan(tx, userId, loanId);
  if (!w) return;
  const { steps } = viewOf(w, today);
  await repo.replaceBalanceDays(
    tx,
    userId,
    loanId,
    steps.map((s) => ({ day: s.day, delta: s.delta.toFixed() })),
  );
}

/** Every loan's balance steps of the user as of today: after a restore, as after any loan write. */
export async function refreshAllBalances(tx: DbOrTx, userId: number) {
  const today = await todayOf(tx, userId);
  for (const { id } of await repo.loanIds(tx, userId)) await refreshBalance(tx, userId, id, today);
}

export async function loadOr404(db: DbOrTx, userId: number, id: number, lock = false) {
  const w = await repo.loadLoan(db, userId, id, lock);
  if (!w) throw AppError.notFound();
  return w;
}

export async function listLoans(db: Database, userId: number): Promise<Loan[]> {
  const today = await todayOf(db, userId);
  const all = await readLoans(db, userId);
  return all.map((w) => toLoan(w, viewOf(w, today)));
}

export async function getLoan(db: DbOrTx, userId: number, id: number): Promise<Loan> {
  const today = await todayOf(db, userId);
  const w = await loadOr404(db, userId, id);
  return toLoan(w, viewOf(w, today));
}

function columnsOf(body: LoanUpdate): Partial<repo.LoanInsert> {
  const out: Partial<repo.LoanInsert> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    (out as Record<string, unknown>)[key] =
      key === 'principal' || key === 'annualRate' ? String(value) : value;
  }
  return out;
}

export async function createLoan(db: Database, userId: number, body: LoanCreate): Promise<number> {
  return db.transaction(async (tx) => {
    const today = await todayOf(tx, userId);
    if (body.accountId != null) await checkAccount(tx, userId, body.accountId, body.currency);
    if (body.propertyId != null) await checkProperty(tx, userId, body.propertyId);
    const row = await repo.insertLoan(tx, {
      ...(columnsOf(body) as repo.LoanInsert),
      counterparty: body.counterparty || null,
      userId,
      createdOn: today,
    });
    await refreshBalance(tx, userId, row.id, today);
    return row.id;
  });
}

/** PUT: the body over the stored loan, every joint rule checked again on the result. */
export async function updateLoan(db: Database, userId: number, id: number, body: LoanUpdate) {
  await db.transaction(async (tx) => {
    const today = await todayOf(tx, userId);
    const row = await repo.selectLoan(tx, userId, id, true);
    if (!row) throw AppError.notFound();
    const merged = { ...row, ...columnsOf(body) } as repo.LoanRow;
    const issues = loanTermsIssues(merged);
    if (Object.keys(issues).length > 0)
      throw AppError.validation(
        Object.fromEntries(Object.entries(issues).map(([k, m]) => [k, [m]])),
      );
    if (merged.accountId != null) await checkAccount(tx, userId, merged.accountId, merged.currency);
    if (body.propertyId != null) await checkProperty(tx, userId, body.propertyId);
    const values = columnsOf(body);
    if (body.counterparty !== undefined) values.counterparty = body.counterparty || null;
    await repo.updateLoan(tx, userId, id, values);
    await refreshBalance(tx, userId, id, today);
  });
}

/** Deleting a loan removes its payments and the transactions they posted: one record. */
export async function deleteLoan(db: Database, userId: number, id: number) {
  await db.transaction(async (tx) => {
    const w = await loadOr404(tx, userId, id, true);
    await repo.deleteLoan(tx, userId, id);
    for (const p of w.payments) await removePosting(tx, userId, p.transactionId);
  });
}

export async function addRate(
  db: Database,
  userId: number,
  id: number,
  body: { date: string; annualRate: number },
) {
  await db.transaction(async (tx) => {
    const today = await todayOf(tx, userId);
    await loadOr404(tx, userId, id, true);
    await repo.upsertRate(tx, userId, id, body.date, String(body.annualRate));
    await refreshBalance(tx, userId, id, today);
  });
}

export async function removeRate(db: Database, userId: number, id: number, rateId: number) {
  await db.transaction(async (tx) => {
    const today = await todayOf(tx, userId);
    await loadOr404(tx, userId, id, true);
    if (!(await repo.deleteRate(tx, userId, id, rateId))) throw AppError.notFound();
    await refreshBalance(tx, userId, id, today);
  });
}

/** A bank statement's balance: stored with its difference to ours on that day, then re-anchored. */
export async function addCorrection(
  db: Database,
  userId: number,
  id: number,
  body: { date: string; balance: number },
) {
  await db.transaction(async (tx) => {
    const today = await todayOf(tx, userId);
    const w = await loadOr404(tx, userId, id, true);
    const ours = viewOf(w, today)
      .steps.filter((s) => s.day <= body.date)
      .reduce((sum, s) => sum.plus(s.delta), toDecimal(0))
      .abs();
    const difference = toMoneyNumber(toDecimal(body.balance).minus(ours), w.loan.currency);
    await repo.insertCorrection(tx, {
      userId,
      loanId: id,
      date: body.date,
      balance: String(body.balance),
      difference: String(difference),
    });
    await refreshBalance(tx, userId, id, today);
  });
}

export async function removeCorrection(db: Database, userId: number, id: number, itemId: number) {
  await db.transaction(async (tx) => {
    const today = await todayOf(tx, userId);
    await loadOr404(tx, userId, id, true);
    if (!(await repo.deleteCorrection(tx, userId, id, itemId))) throw AppError.notFound();
    await refreshBalance(tx, userId, id, today);
  });
}

const plainSchedule = (w: LoanRecords, view: ReturnType<typeof viewOf>): LoanSchedule => ({
  ...toSchedule(w.loan.currency, view),
  savings: null,
});

/** Every loan's schedule by id, as GET /api/loans/{id}/schedule answers it, from one read. */
export async function schedulesOf(db: DbOrTx, userId: number): Promise<Map<number, LoanSchedule>> {
  const today = await todayOf(db, userId);
  const all = await readLoans(db, userId);
  return new Map(all.map((w) => [w.loan.id, plainSchedule(w, viewOf(w, today))]));
}

/** The schedule; with an extra amount and date, a what-if that is never saved. */
export async function scheduleOf(
  db: DbOrTx,
  userId: number,
  id: number,
  q: { extraAmount?: number; extraDate?: string; mode?: 'REDUCE_TERM' | 'REDUCE_PAYMENT' },
): Promise<LoanSchedule> {
  const today = await todayOf(db, userId);
  const w = await loadOr404(db, userId, id);
  const base = viewOf(w, today);
  if (q.extraAmount === undefined || q.extraDate === undefined) return plainSchedule(w, base);
  const whatIf = viewOf(w, today, {
    date: q.extraDate,
    amount: q.extraAmount,
    mode: q.mode ?? 'REDUCE_TERM',
  });
  const saved = extraPaymentSavings(termsOf(w.loan), base.schedule, whatIf.schedule);
  const money = (d: Parameters<typeof toMoneyNumber>[0]) => toMoneyNumber(d, w.loan.currency);
  return {
    ...toSchedule(w.loan.currency, whatIf),
    savings: {
      interestSaved: money(saved.interestSaved),
      monthsSaved: saved.monthsSaved,
      basePayoffDate: base.schedule.payoffDate,
      baseTotalInterest: money(base.schedule.totalInterest),
    },
  };
}
