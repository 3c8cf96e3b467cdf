import {
  AppError,
  RULE_MESSAGES,
  TRANSACTION_AMOUNT_MIN,
  type TransactionType,
  decimalsFor,
  roundMoney,
  toDecimal,
  transferIssues,
} from '@wealthlog/core';
import type { Executor } from '../db/client.js';
import { balanceAsOf } from './balances.js';
import { type LockedAccount, NO_OVERDRAFT_TYPES } from './locks.js';

/** The rules a posting is judged by before and around its write, whichever area writes it. */

/** What takes money out of its source account, so falls under the overdraft rule. */
const DEBITS = new Set(['WITHDRAWAL', 'EXPENSE', 'TRANSFER']);

export interface OverdraftCheck {
  type: string;
  date: string;
  /** The user's today: the balance judged is the one on the later of today and `date`. */
  today: string;
  /** False when an edit leaves the posting's figures as they were: there is nothing to judge. */
  changed?: boolean;
}

/**
 * The overdraft rule around `write`: a debit from an account of a no-overdraft type may not take
 * its balance, on the later of today and the posting's date, below zero; a balance that was
 * already negative may only improve (422 BUS_001). The balance is read before and after the write,
 * in the caller's DB transaction and under the account's row lock, so postings that queue on the
 * lock each see the one before.
 */
export async function underOverdraftRule<T>(
  tx: Executor,
  userId: number,
  source: LockedAccount,
  c: OverdraftCheck,
  write: () => Promise<T>,
): Promise<T> {
  const guarded = (c.changed ?? true) && DEBITS.has(c.type) && NO_OVERDRAFT_TYPES.has(source.type);
  const horizon = c.date > c.today ? c.date : c.today;
  const before = guarded ? await balanceAsOf(tx, userId, source.id, horizon) : '0';
  const result = await write();
  if (guarded) {
    const after = toDecimal(await balanceAsOf(tx, userId, source.id, horizon));
    if (after.isNegative() && after.lt(before)) throw new AppError('BUS_001');
  }
  return result;
}

/** A transfer names its target, a different account; nothing else names one (400 otherwise). */
export function assertTransferShape(d: {
  type: TransactionType;
  accountId: number;
  toAccountId: number | null;
  toAmount: number | string | null;
}): void {
  const issues = transferIssues({
    type: d.type,
    accountId: d.accountId,
    toAccountId: d.toAccountId,
    toAmount: d.toAmount === null ? null : 1,
  });
  if (issues.length > 0)
    throw AppError.validation(Object.fromEntries(issues.map((i) => [i.path, [i.message]])));
}

/**
 * The amount in the account's currency: more digits than its minor unit allows (1.123 EUR, 0.5 JPY)
 * is refused, never rounded away in silence; what is left must still be a real amount.
 */
export function amountIn(
  value: number | string,
  currency: string,
  field: string,
  label: string,
): string {
  const places = decimalsFor(currency);
  if (toDecimal(value).decimalPlaces() > places)
    throw AppError.validation({ [field]: [RULE_MESSAGES.decimals(label, places)] });
  const d = roundMoney(value, currency);
  if (d.lt(TRANSACTION_AMOUNT_MIN))
    throw AppError.validation({ [field]: [RULE_MESSAGES.min(label, TRANSACTION_AMOUNT_MIN)] });
  return d.toFixed();
}

/**
 * What a transfer's target receives (null without a target): the amount itself between accounts
 * of one currency (a different `toAmount` is refused), else `toAmount` in the target's currency,
 * which is then required.
 */
export function amountReceived(
  toAmount: number | string | null,
  amount: string,
  source: LockedAccount,
  target: LockedAccount | undefined,
): string | null {
  if (!target) return null;
  if (target.currency === source.currency) {
    if (toAmount !== null && !toDecimal(toAmount).eq(amount))
      throw AppError.validation({ toAmount: [RULE_MESSAGES.pattern('To amount')] });
    return amount;
  }
  if (toAmount === null)
    throw AppError.validation({ toAmount: [RULE_MESSAGES.required('To amount')] });
  return amountIn(toAmount, target.currency, 'toAmount', 'To amount');
}
