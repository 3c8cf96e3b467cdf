import {
  AppError,
  type FieldErrors,
  SCHEMA_MESSAGES,
  type TransactionType,
  splitsBalance,
} from '@wealthlog/core';
import { amountIn } from '../../ledger/post-rules.js';
import type { SplitRow } from './transactions.repository.js';

/** A posting's split lines, judged in its account's currency (its amount: ledger/post-rules.ts). */

export const blankToNull = (v: string | null | undefined) => (v ? v : null);

export function invalid(errors: FieldErrors): never {
  throw AppError.validation(errors);
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
 * The split lines the transaction ends up with (ADR 0015), checked: each amount in the
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
