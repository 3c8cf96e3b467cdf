import { MoneyDecimal } from '../domain/money.js';
import { parseQifAmount } from './qif-amount.js';
import type { DecimalMark } from './qif-amount.js';
import { cutQifDate, orderName, readQifDate } from './qif-dates.js';
import type { QifField, QifRecord } from './qif-lex.js';
import { StatementError } from './statement.js';
import type { DateOrder, StatementLine, StatementSplit } from './statement.js';

/** What the whole file decided before its records are read. */
export interface QifReading {
  order: DateOrder;
  /** The decimal mark the file's unambiguous amounts show, for the ambiguous ones. */
  mark: DecimalMark | null;
}

/**
 * An `L` or `S` value: `Food:Groceries` is a category (subcategories kept as written),
 * `[Savings]` a transfer to that account, and a `/Class` suffix (Quicken's classes) is dropped.
 */
export function categoryOf(value: string): Pick<StatementSplit, 'category' | 'transferAccount'> {
  const v = value.trim();
  if (v.startsWith('[')) {
    const end = v.indexOf(']');
    const name = (end < 0 ? v.slice(1).split('/')[0] : v.slice(1, end))?.trim();
    return { category: null, transferAccount: name || null };
  }
  const category = v.split('/')[0]?.trim();
  return { category: category || null, transferAccount: null };
}

function amountOf(field: QifField, reading: QifReading): string {
  const amount = parseQifAmount(field.value, reading.mark);
  if (amount === null) {
    throw new StatementError(
      `The amount "${field.value}" on line ${field.line} is not a number.`,
      field.line,
    );
  }
  return amount;
}

function dateOf(field: QifField, order: DateOrder): string {
  const cut = cutQifDate(field.value);
  const day = cut && readQifDate(cut, order);
  if (!day) {
    throw new StatementError(
      `The date "${field.value}" on line ${field.line} is not a valid day read as ${orderName(order)}.`,
      field.line,
    );
  }
  return day;
}

interface SplitDraft {
  line: number;
  split: StatementSplit;
  hasMemo: boolean;
  hasAmount: boolean;
}

/**
 * The record's splits: `S` (category or [account]) starts one; `E` (memo) and `$` (amount)
 * belong to the current one, unless it already has that field, when they start the next (some
 * programs leave out an empty `S`). `%` (a percentage) is ignored.
 */
function splitsOf(fields: QifField[], reading: QifReading): StatementSplit[] {
  const drafts: SplitDraft[] = [];
  const start = (line: number, value = '') => {
    const split = { ...categoryOf(value), memo: null, amount: '' };
    drafts.push({ line, split, hasMemo: false, hasAmount: false });
    return drafts.at(-1) as SplitDraft;
  };
  for (const field of fields) {
    if (field.code === 'S') start(field.line, field.value);
    if (field.code === 'E') {
      const last = drafts.at(-1);
      const draft = last && !last.hasMemo && !last.hasAmount ? last : start(field.line);
      draft.split.memo = field.value || null;
      draft.hasMemo = true;
    }
    if (field.code === '$') {
      const last = drafts.at(-1);
      const draft = last && !last.hasAmount ? last : start(field.line);
      draft.split.amount = amountOf(field, reading);
      draft.hasAmount = true;
    }
  }
  const missing = drafts.find((d) => !d.hasAmount);
  if (missing) {
    throw new StatementError(
      `The split line starting on line ${missing.line} has no amount (a "$" line).`,
      missing.line,
    );
  }
  return drafts.map((d) => d.split);
}

/** Compares exactly, in decimals: a split that is a cent off is an error, not a rounding. */
function checkSplitSum(splits: StatementSplit[], amount: string, line: number): void {
  const sum = splits.reduce((s, split) => s.plus(split.amount), new MoneyDecimal(0));
  if (sum.equals(amount)) return;
  // Shown with as many decimals as the splits have, so "-50.00" does not read as "-50".
  const places = Math.max(...splits.map((s) => s.amount.split('.')[1]?.length ?? 0));
  throw new StatementError(
    `The split lines of the transaction on line ${line} sum to ${sum.toFixed(places)}, ` +
      `the transaction to ${amount}.`,
    line,
  );
}

/** The value of the first field with the code, or null (absent or empty). */
function first(fields: QifField[], code: string): string | null {
  return fields.find((f) => f.code === code && f.value !== '')?.value ?? null;
}

/**
 * One transaction record as a statement line. D is the date, T the amount (U, the same amount
 * at full precision, when T is absent), P payee, M memo (several M lines joined by a space),
 * N check number, L category or [transfer]. C (cleared), A (address) and unknown codes are
 * ignored. Throws a StatementError naming the line for a record without a date or an amount, a
 * date or amount it cannot read, or splits that do not sum to the amount.
 */
export function qifLine(record: QifRecord, reading: QifReading): StatementLine {
  const { fields, line } = record;
  const dateField = fields.find((f) => f.code === 'D' && f.value !== '');
  if (!dateField) {
    throw new StatementError(`The record on line ${line} has no date (a "D" line).`, line);
  }
  const amountField =
    fields.find((f) => f.code === 'T' && f.value !== '') ??
    fields.find((f) => f.code === 'U' && f.value !== '');
  if (!amountField) {
    throw new StatementError(`The record on line ${line} has no amount (a "T" or "U" line).`, line);
  }
  const date = dateOf(dateField, reading.order);
  const amount = amountOf(amountField, reading);
  const splits = splitsOf(fields, reading);
  if (splits.length > 0) checkSplitSum(splits, amount, line);
  const memos = fields.filter((f) => f.code === 'M' && f.value !== '').map((f) => f.value);
  const categoryText = first(fields, 'L');
  // Some programs write the placeholder "--Split--" as the category of a split transaction.
  const placeholder = splits.length > 0 && /^--\s*splits?\s*--$/i.test(categoryText ?? '');
  const { category, transferAccount } = categoryOf(placeholder ? '' : (categoryText ?? ''));
  return {
    line,
    bankId: null,
    date,
    amount,
    payee: first(fields, 'P'),
    memo: memos.length > 0 ? memos.join(' ') : null,
    category,
    transferAccount,
    checkNumber: first(fields, 'N'),
    bankType: null,
    splits,
  };
}
