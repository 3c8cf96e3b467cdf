import { toDecimal, toMoneyNumber } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { NetWorthInput } from '../../ledger/networth-inputs.js';
import { todayOf } from '../../ledger/balances.js';
import { viewOf } from './loans.plan.js';
import * as repo from './loans.repository.js';
import type { DbOrTx } from '../../db/client.js';

/**
 * A loan's part of net worth (DESIGN "How everything adds up to net worth", ADR 0007): the
 * outstanding balance on each day, from loan_balance_days (signed: a borrowed loan is negative, a
 * liability; a lent one positive, an illiquid asset), type LOAN. Holder ids −(id × 16 + 2).
 */
export const loanBalances: NetWorthInput = {
  name: 'loans',
  holders: `SELECT -(id * 16 + 2) AS holder, 'LOAN' AS type, currency FROM loans WHERE user_id = $1`,
  deltas: `SELECT -(loan_id * 16 + 2) AS holder, day, delta FROM loan_balance_days
    WHERE user_id = $1 AND day <= $3::date`,
  balances: `SELECT -(l.id * 16 + 2) AS holder, 'LOAN' AS type, l.currency,
         coalesce((SELECT sum(d.delta) FROM loan_balance_days d
           WHERE d.user_id = $1 AND d.loan_id = l.id AND d.day <= $3::date), 0) AS balance
    FROM loans l WHERE l.user_id = $1`,
};

/**
 * For other areas (real estate: equity and LTV): what the user still owes (or is owed) on the loan
 * at the end of `day`, unsigned, in the loan's currency; null when the loan is not theirs.
 */
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
 * Debt service of the loan between two days (inclusive): every scheduled payment due in them,
 * interest and principal (extras not included), in the loan's currency; null when not theirs.
 * Real estate's annualDebtService is this over a year.
 */
export async function debtServiceBetween(
  db: DbOrTx,
  userId: number,
  loanId: number,
  from: string,
  to: string,
): Promise<{ currency: string; amount: number } | null> {
  const w = await repo.loadLoan(db, userId, loanId);
  if (!w) return null;
  const v = viewOf(w, await todayOf(db, userId));
  const total = v.schedule.rows
    .filter((r) => r.date >= from && r.date <= to)
    .reduce((sum, r) => sum.plus(r.payment), toDecimal(0));
  return { currency: w.loan.currency, amount: toMoneyNumber(total, w.loan.currency) };
}
