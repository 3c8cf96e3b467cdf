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
import { balanceAsOf } from '../../ledger/balances.js';
import { ensureCategories } from '../../ledger/categories.js';
import { NO_OVERDRAFT_TYPES, assertActive, lockAccounts } from '../../ledger/locks.js';
import type { LoanRow } from './loans.repository.js';

/**
 * The cash side of a loan payment: one transaction on the loan's account (API.md: a WITHDRAWAL
 * for a borrowed loan, a DEPOSIT for a lent one) split into its interest and principal lines
 * (ADR 0015; a payment that is all one or the other has that category instead), the description
 * showing both too. It is an ordinary ledger row, so the transactions' triggers keep the account's daily
 * balance (ADR 0005) and the posting rules are the ledger's own: locked account, active, no
 * overdraft on a cash account.
 */
export async function postPayment(
  tx: Executor,
  userId: number,
  loan: LoanRow,
  p: { date: string; today: string; amount: string; principal: string; interest: string },
): Promise<number | null> {
  if (loan.accountId == null) return null;
  const account = (await lockAccounts(tx, userId, [loan.accountId])).get(loan.accountId)!;
  assertActive(account);
  const type = loan.direction === 'BORROWED' ? 'WITHDRAWAL' : 'DEPOSIT';
  const amount = roundMoney(p.amount, loan.currency).toFixed();
  const description = `${loan.name}: principal ${toDecimal(p.principal).toFixed()}, interest ${toDecimal(p.interest).toFixed()}`;
  // Lines must sum to the amount exactly: the principal line is what the interest leaves.
  const interest = roundMoney(p.interest, loan.currency);
  const principal = toDecimal(amount).minus(interest);
  const lines = [
    { category: LOAN_INTEREST_CATEGORY, amount: interest },
    { category: LOAN_PRINCIPAL_CATEGORY, amount: principal },
  ].filter((l) => l.amount.gt(0));
  const category = lines.length === 1 ? lines[0]!.category : null;
  const guarded = type === 'WITHDRAWAL' && NO_OVERDRAFT_TYPES.has(account.type);
  const horizon = p.date > p.today ? p.date : p.today;
  const before = guarded ? await balanceAsOf(tx, userId, account.id, horizon) : '0';
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO transactions (user_id, account_id, type, amount, category, description, date)
    VALUES (${userId}, ${account.id}, ${type}, ${amount}, ${category},
      ${description.slice(0, 500)}, ${p.date}::date)
    RETURNING id`);
  if (lines.length > 1)
    for (const [position, l] of lines.entries())
      await tx.execute(sql`
        INSERT INTO transaction_splits (transaction_id, position, user_id, category, amount)
        VALUES (${rows[0]!.id}, ${position}, ${userId}, ${l.category}, ${l.amount.toFixed()})`);
  // Its categories join the user's list in this DB transaction, as any write's do (issue 28).
  await ensureCategories(
    tx,
    userId,
    lines.map((l) => ({ name: l.category, type })),
  );
  if (guarded) {
    const after = toDecimal(await balanceAsOf(tx, userId, account.id, horizon));
    if (after.isNegative() && after.lt(before)) throw new AppError('BUS_001');
  }
  return Number(rows[0]!.id);
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
