import { AppError, type Transaction } from '@wealthlog/core';
import type { TFunction } from 'i18next';
import { translateFieldMessage, type IssueList } from '../../../lib/field-messages';
import { inputNumber } from '../../../lib/number-input';
import { categoryLabel, categoryValue } from './category-label';
import { emptyLine, type SplitLineValues } from './split-lines';
import type { SplitLinesInput } from './transaction-form-rules';

/** The form's lines of a stored split transaction (null when it is not split). */
export function linesOf(t: TFunction, tx: Transaction | null): SplitLineValues[] | null {
  if (!tx?.splits.length) return null;
  return tx.splits.map((l) => ({
    category: categoryLabel(t, l.category),
    amount: l.amount,
    description: l.description ?? '',
  }));
}

/** Splitting starts with two lines, the first in the category already chosen. */
export function startLines(category: string): SplitLineValues[] {
  return [{ ...emptyLine(), category }, emptyLine()];
}

/**
 * What the form sends: the lines (categories as stored), [] to unsplit a transaction that was
 * split, or undefined to leave the lines alone.
 */
export function splitsToSend(
  t: TFunction,
  lines: SplitLineValues[] | null,
  wasSplit: boolean,
  keys?: ReadonlySet<string>,
): SplitLinesInput | undefined {
  if (!lines) return wasSplit ? [] : undefined;
  return lines.map((l) => ({
    category: categoryValue(t, l.category, keys),
    amount: inputNumber(l.amount),
    description: l.description,
  }));
}

/**
 * The messages of the lines by their full path ('splits', 'splits.1.amount'), from the schema's
 * issues or the server's VAL_001 map — the form's other fields are keyed by their first segment.
 */
export function splitErrors(t: TFunction, from: IssueList | unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (from instanceof AppError) {
    for (const [key, messages] of Object.entries(from.errors ?? {})) {
      if (key.startsWith('splits') && messages.length)
        out[key] = messages.map((m) => translateFieldMessage(t, m)).join(' · ');
    }
    return out;
  }
  for (const issue of (from as IssueList).issues ?? []) {
    if (issue.path[0] !== 'splits') continue;
    out[issue.path.join('.')] ??= translateFieldMessage(t, issue.message);
  }
  return out;
}
