import {
  AppError,
  type ExtraMode,
  LOAN_MESSAGES,
  type LoanMessageKey,
  type LoanPayment,
  type LoanPaymentBody,
  RULE_MESSAGES,
  decimalsFor,
  roundMoney,
  toDecimal,
} from '@wealthlog/core';
import type { Database, Tx } from '../../db/client.js';
import { todayOf } from '../../ledger/balances.js';
import { toPayment } from './loans.mapper.js';
import { hasPlan, viewOf } from './loans.plan.js';
import { postPayment, removePosting } from './loans.posting.js';
import * as repo from './loans.repository.js';
import { loadOr404, refreshBalance } from './loans.service.js';

/**
 * Payments (API.md "Loans"): a regular one pays the next unpaid row of the schedule with its split
 * (a surplus above the row's payment is an extra); `extra: true` repays principal only; a loan
 * without a plan takes any repayment, interest accrued first. Each posts one transaction on the
 * loan's account, and the balance steps are rewritten in the same transaction.
 */
const refuse = (reason: LoanMessageKey) =>
  new AppError('BUS_004', LOAN_MESSAGES[reason], { reason });

interface Split {
  amount: string;
  principal: string;
  interest: string;
  extra: string;
  mode: ExtraMode | null;
  n: number | null;
}

function splitOf(w: repo.LoanWithEvents, today: string, body: LoanPaymentBody): Split {
  const { currency } = w.loan;
  const view = viewOf(w, today);
  const amount = roundMoney(body.amount, currency);
  if (view.outstanding.lte(0)) throw refuse('loanPaidOff');
  if (!hasPlan(w.loan)) {
    const probe = { ...w, payments: [...w.payments, fakePayment(w, body.date, amount.toFixed())] };
    const rows = viewOf(probe, today).schedule.rows.filter(
      (r) => r.date === body.date && r.correction.isZero(),
    );
    const row = rows.at(-1);
    if (!row || !row.payment.eq(amount)) throw refuse('aboveBalance');
    return {
      amount: amount.toFixed(),
      principal: row.principal.toFixed(),
      interest: row.interest.toFixed(),
      extra: '0',
      mode: null,
      n: null,
    };
  }
  if (body.extra) {
    if (amount.gt(view.outstanding)) throw refuse('aboveBalance');
    const mode = body.mode ?? 'REDUCE_TERM';
    return {
      amount: amount.toFixed(),
      principal: amount.toFixed(),
      interest: '0',
      extra: amount.toFixed(),
      mode,
      n: null,
    };
  }
  const row = view.nextRow == null ? undefined : view.schedule.rows[view.nextRow - 1];
  if (!row) throw refuse('loanPaidOff');
  if (amount.lt(row.payment)) throw refuse('belowPayment');
  const surplus = amount.minus(row.payment);
  if (surplus.gt(view.outstanding.minus(row.principal))) throw refuse('aboveBalance');
  return {
    amount: amount.toFixed(),
    principal: row.principal.plus(surplus).toFixed(),
    interest: row.interest.toFixed(),
    extra: surplus.toFixed(),
    mode: surplus.gt(0) ? (body.mode ?? 'REDUCE_TERM') : null,
    n: row.n,
  };
}

function fakePayment(w: repo.LoanWithEvents, date: string, amount: string): repo.PaymentRow {
  return {
    id: 0,
    userId: w.loan.userId,
    loanId: w.loan.id,
    date,
    amount,
    principal: '0',
    interest: '0',
    extra: '0',
    mode: null,
    n: null,
    transactionId: null,
    auto: false,
    createdAt: new Date(),
  };
}

/** Writes one payment in `tx`; `auto`: posted on its due date by the app, not by the user. */
export async function writePayment(
  tx: Tx,
  userId: number,
  w: repo.LoanWithEvents,
  today: string,
  body: LoanPaymentBody,
  auto = false,
): Promise<repo.PaymentRow | undefined> {
  const split = splitOf(w, today, body);
  const row = await repo.insertPayment(tx, {
    userId,
    loanId: w.loan.id,
    date: body.date,
    auto,
    ...split,
  });
  // Another writer paid this row first (two instances auto-posting): nothing more to do.
  if (!row) return undefined;
  const transactionId = await postPayment(tx, userId, w.loan, { ...split, date: body.date, today });
  if (transactionId != null) await repo.setPaymentTransaction(tx, row.id, transactionId);
  return { ...row, transactionId };
}

export async function recordPayment(
  db: Database,
  userId: number,
  id: number,
  body: LoanPaymentBody,
): Promise<LoanPayment> {
  return db.transaction(async (tx) => {
    const today = await todayOf(tx, userId);
    const w = await loadOr404(tx, userId, id, true);
    const places = decimalsFor(w.loan.currency);
    if (toDecimal(body.amount).decimalPlaces() > places)
      throw AppError.validation({ amount: [RULE_MESSAGES.decimals('Amount', places)] });
    if (body.date > today) throw AppError.validation({ date: [LOAN_MESSAGES.loanDateInFuture] });
    if (body.date < w.loan.startDate)
      throw AppError.validation({ date: [LOAN_MESSAGES.loanDateBeforeStart] });
    const row = await writePayment(tx, userId, w, today, body);
    if (!row) throw new AppError('BUS_002');
    await refreshBalance(tx, userId, id, today);
    return toPayment(w.loan.currency, row);
  });
}

export async function listPayments(db: Database, userId: number, id: number) {
  const w = await loadOr404(db, userId, id);
  return w.payments.map((p) => toPayment(w.loan.currency, p));
}

export async function deletePayment(db: Database, userId: number, id: number, paymentId: number) {
  await db.transaction(async (tx) => {
    const today = await todayOf(tx, userId);
    await loadOr404(tx, userId, id, true);
    const row = await repo.deletePayment(tx, userId, id, paymentId);
    if (!row) throw AppError.notFound();
    await removePosting(tx, userId, row.transactionId);
    await refreshBalance(tx, userId, id, today);
  });
}
