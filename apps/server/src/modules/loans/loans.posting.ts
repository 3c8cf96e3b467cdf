import {
  AppError,
  LOAN_INTEREST_CATEGORY,
  LOAN_MESSAGES,
  LOAN_PRINCIPAL_CATEGORY,
  roundMoney,
  toDecimal,
} from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { postTransaction } from '../../ledger/post.js';
import type { LoanRow } from './loans.repository.js';

/**
 * The cash side of a loan payment: one transaction on the loan's account (API.md: a WITHDRAWAL
 * for a borrowed loan, a DEPOSIT for a lent one) split into its interest and principal lines
 * (ADR 0015; a payment that is all one or the other has that category instead), the description
 * showing both too. It is an ordinary ledger row, so the transactions' triggers keep the account's daily
 * balance (ADR 0005) and it is posted by the ledger's rules (ledger/post.ts): locked account,
 * active, no overdraft on a cash account.
 */
export async function postPayment(
  tx: Executor,
  userId: number,
  loan: LoanRow,
  p: { date: string; today: string; amount: string; principal: string; interest: string },
): Promise<number | null> {
  if (loan.accountId == null) return null;
  const type = loan.direction === 'BORROWED' ? 'WITHDRAWAL' : 'DEPOSIT';
  const amount = roundMoney(p.amount, loan.currency).toFixed();
  const description = `${loan.name}: principal ${toDecimal(p.principal).toFixed()}, interest ${toDecimal(p.interest).toFixed()}`;
  // Lines must sum to the amount exactly: the principal line is what the interest leaves.
  const interest = roundMoney(p.interest, loan.currency);
  const principal = toDecimal(amount).minus(interest);
  const lines = [
    { category: LOAN_INTEREST_CATEGORY, amount: interest },
    { category: LOAN_PRINCIPAL_CATEGORY, amount: principal },
  ]
    .filter((l) => l.amount.gt(0))
    .map((l) => ({ category: l.category, amount: l.amount.toFixed() }));
  // One line is no split: the payment carries that line's category itself.
  const split = lines.length > 1;
  return postTransaction(tx, userId, {
    accountId: loan.accountId,
    type,
    category: split ? null : (lines[0]?.category ?? null),
    description: description.slice(0, 500),
    date: p.date,
    // The overdraft rule judges the balance on the later of the payment's date and this today.
    today: p.today,
    figures: () => ({ amount, lines: split ? lines : [] }),
  });
}

export async function removePosting(tx: Executor, userId: number, transactionId: number | null) {
  if (transactionId == null) return;
  await tx.execute(
    sql`DELETE FROM transactions WHERE user_id = ${userId} AND id = ${transactionId}`,
  );
}

/** The account a loan posts to: the user's own, in the loan's currency. */
export async function checkAccount(
  tx: Executor,
  userId: number,
  accountId: number,
  currency: string,
) {
  const { rows } = await tx.execute<{ currency: string }>(sql`
    SELECT currency FROM accounts WHERE user_id = ${userId} AND id = ${accountId}`);
  if (rows.length === 0) throw AppError.validation({ accountId: ['Account is invalid'] });
  if (rows[0]!.currency !== currency)
    throw AppError.validation({ accountId: [LOAN_MESSAGES.loanAccountCurrency] });
}

/**
 * A loan may be secured by one of the user's own properties (the real-estate area reads the link
 * for equity and LTV): another user's or a missing property is refused like a missing account.
 */
export async function checkProperty(tx: Executor, userId: number, propertyId: number) {
  const { rows } = await tx.execute(sql`
    SELECT 1 FROM properties WHERE user_id = ${userId} AND id = ${propertyId}`);
  if (rows.length === 0) throw AppError.validation({ propertyId: ['Property is invalid'] });
}
