import {
  RULE_MESSAGES,
  SCHEMA_MESSAGES,
  createTransactionBodySchema,
  splitsBalance,
  decimalsFor,
  type Account,
  type Transaction,
  type CreateTransactionBody,
  type TransactionType,
} from '@wealthlog/core';
import type { IssueList } from '../../../lib/field-messages';
import { inputNumber, type NumberInputValue } from '../../../lib/number-input';
import { todayIso } from '../../../lib/format';

/** What the form holds; the amounts as their NumberInput holds them (lib/number-input.ts). */
export interface TransactionFormValues {
  type: TransactionType;
  accountId: number | null;
  toAccountId: number | null;
  amount: NumberInputValue;
  /** TRANSFER across currencies: the amount received, in the target's currency. */
  toAmount: NumberInputValue;
  category: string;
  description: string;
  date: string;
  /** The user confirmed a date after today as a scheduled transaction. */
  scheduled: boolean;
}

export const FUTURE_DATE_KEY = 'transactions.form.futureNeedsConfirm';

export function isFutureDate(date: string, today: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date > today;
}

/** The target account when this is a transfer in another currency than the source, else null. */
export function crossCurrencyTarget(
  values: Pick<TransactionFormValues, 'type' | 'accountId' | 'toAccountId'>,
  accounts: readonly Account[],
): { from: Account; to: Account } | null {
  if (values.type !== 'TRANSFER') return null;
  const from = accounts.find((a) => a.id === values.accountId);
  const to = accounts.find((a) => a.id === values.toAccountId);
  return from && to && from.currency !== to.currency ? { from, to } : null;
}

/** The amount received pre-filled from the day's rate, rounded to the target's minor unit. */
export function receivedAmount(
  amount: NumberInputValue,
  rate: number | null | undefined,
  currency: string,
): number | '' {
  const sent = inputNumber(amount);
  if (sent === undefined || rate === null || rate === undefined) return '';
  const digits = decimalsFor(currency);
  return Math.round(sent * rate * 10 ** digits) / 10 ** digits;
}

export type BuildResult =
  | { ok: true; body: CreateTransactionBody }
  | { ok: false; issues: IssueList['issues']; future: boolean };

/**
 * The request body of the form, checked with core's schema. A date after today is refused until
 * the user ticks "scheduled" (the server would answer the same, later); transfer-only fields are
 * sent for transfers only, and the amount received only across currencies.
 */
/** A split's lines as the form sends them (categories already as stored); [] unsplits. */
export type SplitLinesInput = {
  category: string;
  amount: number | undefined;
  description: string;
}[];

export function buildTransactionBody(
  values: TransactionFormValues,
  accounts: readonly Account[],
  today: string,
  splits?: SplitLinesInput,
): BuildResult {
  const transfer = values.type === 'TRANSFER';
  const cross = crossCurrencyTarget(values, accounts);
  const future = isFutureDate(values.date, today);
  const candidate = {
    type: values.type,
    accountId: values.accountId ?? undefined,
    ...(transfer ? { toAccountId: values.toAccountId ?? undefined } : {}),
    ...(cross ? { toAmount: inputNumber(values.toAmount) } : {}),
    amount: inputNumber(values.amount),
    category: (splits?.length ? '' : values.category.trim()) || undefined,
    description: values.description.trim() || undefined,
    date: values.date,
    ...(future && values.scheduled ? { scheduled: true } : {}),
    ...(splits
      ? {
          splits: splits.map((l) => ({
            category: l.category.trim(),
            amount: l.amount,
            ...(l.description.trim() ? { description: l.description.trim() } : {}),
          })),
        }
      : {}),
  };
  const parsed = createTransactionBodySchema.safeParse(candidate);
  const issues = parsed.success ? [] : [...parsed.error.issues];
  // The amount received is optional for the server (it falls back to the rate) but the form
  // always shows it across currencies, so an empty one is a mistake worth pointing at.
  if (cross && inputNumber(values.toAmount) === undefined) {
    issues.push({
      path: ['toAmount'],
      message: RULE_MESSAGES.required('To amount'),
    } as (typeof issues)[number]);
  }
  // The lines must add up to the amount in the account's minor unit — the server's own check.
  const currency = accounts.find((a) => a.id === values.accountId)?.currency;
  const amount = inputNumber(values.amount);
  if (parsed.success && splits?.length && currency && amount !== undefined) {
    const balanced = splitsBalance(
      amount,
      splits.map((l) => l.amount ?? 0),
      currency,
    );
    if (!balanced)
      issues.push({
        path: ['splits'],
        message: SCHEMA_MESSAGES.splitsDoNotAddUp,
      } as (typeof issues)[number]);
  }
  const futureBlocked = future && !values.scheduled;
  if (issues.length > 0 || futureBlocked || !parsed.success) {
    return { ok: false, issues, future: futureBlocked };
  }
  return { ok: true, body: parsed.data };
}

/** The form's starting values: the edited transaction's, else a new expense on the given account. */
export function initialValues(
  tx: Transaction | null,
  accounts: readonly Account[],
  accountId?: number,
): TransactionFormValues {
  const firstActive = accounts.find((a) => a.active)?.id ?? null;
  return {
    type: tx?.type ?? 'EXPENSE',
    accountId: tx?.accountId ?? accountId ?? firstActive,
    toAccountId: tx?.toAccountId ?? null,
    amount: tx?.amount ?? '',
    toAmount: tx?.toAmount ?? '',
    category: tx?.category ?? '',
    description: tx?.description ?? '',
    date: tx?.date ?? todayIso(),
    scheduled: false,
  };
}
