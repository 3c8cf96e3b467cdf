import {
  AppError,
  type FieldErrors,
  RULE_MESSAGES,
  SCHEMA_MESSAGES,
  TRANSACTION_AMOUNT_MIN,
  type TransactionType,
  decimalsFor,
  roundMoney,
  splitsBalance,
  toDecimal,
} from '@wealthlog/core';
import type { SplitRow } from './transactions.repository.js';

/** The amounts of a posting and of its split lines, judged in the account's currency. */

export const blankToNull = (v: string | null | undefined) => (v ? v : null);

export function invalid(errors: FieldErrors): never {
  throw AppError.validation(errors);
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
    invalid({ [field]: [RULE_MESSAGES.decimals(label, places)] });
  const d = roundMoney(value, currency);
  if (d.lt(TRANSACTION_AMOUNT_MIN))
    invalid({ [field]: [RULE_MESSAGES.min(label, TRANSACTION_AMOUNT_MIN)] });
  return d.toFixed();
}

/** A split line as a request (or the stored row) gives it. */
export interface SplitDraft {
  category: string;
  amount: number | string;
  description?: string | null | undefined;
}

/** What splitLines reads of the posting being written. */
interface SplitOwner {
  type: TransactionType;
  category: string | null;
  /** The lines sent now; undefined keeps the stored ones. */
  splits?: SplitDraft[] | undefined;
  /** The caller sent a category in this request (not kept from the row nor filled by a rule). */
  categoryGiven?: boolean;
}

/**
 * The split lines the transaction ends up with (issue 17, ADR 0015), checked: each amount in the
 * account's minor unit (`splits.N.amount` otherwise), together exactly the transaction's amount
 * (core's splitsBalance) — else 400 naming `splits`. A transfer moves money between accounts and is
 * never split; a split takes no category of its own.
 */
export function splitLines(
  d: SplitOwner,
  stored: readonly SplitDraft[] | undefined,
  amount: string,
  currency: string,
): SplitRow[] {
  const drafts = d.splits ?? stored ?? [];
  if (drafts.length === 0) return [];
  if (d.type === 'TRANSFER') invalid({ splits: [SCHEMA_MESSAGES.splitsNotForTransfer] });
  // A category the caller sends now conflicts; the stored one of a row being split is dropped.
  if (d.categoryGiven && d.category !== null) {
    invalid({ category: [SCHEMA_MESSAGES.splitHasNoCategory] });
  }
  const lines = drafts.map((l, i) => ({
    category: l.category,
    amount: amountIn(l.amount, currency, `splits.${i}.amount`, 'Amount'),
    description: blankToNull(l.description ?? null),
  }));
  const amounts = lines.map((l) => l.amount);
  if (!splitsBalance(amount, amounts, currency)) {
    invalid({ splits: [SCHEMA_MESSAGES.splitsDoNotAddUp] });
  }
  return lines;
}
