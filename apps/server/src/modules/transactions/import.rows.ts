import {
  type ImportFields,
  RULE_MESSAGES,
  SCHEMA_MESSAGES,
  TRANSACTION_CATEGORY_MAX,
  TRANSACTION_DESCRIPTION_MAX,
  type TransactionType,
  DATE_RANGE,
  decimalsFor,
  MONEY_MAX,
  type ServerReason,
} from '@wealthlog/core';

// What no column can hold (U+0000) and no one-line text should carry; tab and new lines excepted.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
import { parseAmount, parseDate } from '../../lib/csv/csv.js';
import { plainAmount } from '../../ledger/plain-amount.js';

/** Moved to the ledger, which every import that books amounts shares. */
export { plainAmount };

/** One CSV line read into a posting, before duplicate detection. */
export interface ImportRow {
  line: number;
  date: string;
  type: TransactionType;
  /** Positive, rounded to the account currency. */
  amount: string;
  description: string | null;
  category: string | null;
}

export interface ImportError {
  line: number;
  message: string;
  /** A rule of an area (not a field rule): the key the web translates. */
  reason?: ServerReason;
}

// Words a bank's type column may hold, beside our own type names.
const TYPE_WORDS: Record<string, TransactionType> = {
  DEPOSIT: 'DEPOSIT',
  WITHDRAWAL: 'WITHDRAWAL',
  INCOME: 'INCOME',
  EXPENSE: 'EXPENSE',
  CREDIT: 'DEPOSIT',
  DEBIT: 'WITHDRAWAL',
};
const OUT: Record<TransactionType, TransactionType> = {
  DEPOSIT: 'WITHDRAWAL',
  WITHDRAWAL: 'WITHDRAWAL',
  INCOME: 'EXPENSE',
  EXPENSE: 'EXPENSE',
  TRANSFER: 'TRANSFER',
};

/**
 * The type of a line: a negative amount always goes out; a positive one goes in unless the type
 * column names an outgoing type. INCOME/EXPENSE in the type column pick that pair, otherwise
 * DEPOSIT/WITHDRAWAL.
 */
function typeOf(named: TransactionType | undefined, negative: boolean): TransactionType {
  const base = named ?? 'DEPOSIT';
  return negative ? OUT[base] : base;
}

export type ColumnIndex = Partial<Record<keyof ImportFields['mapping'], number>>;

/** Reads the data records (header excluded) with the mapped columns; errors name the line. */
export function readRows(
  rows: string[][],
  lines: number[],
  cols: ColumnIndex,
  f: Pick<ImportFields, 'dateFormat' | 'decimalSeparator'>,
  currency: string,
  today: string,
): { rows: ImportRow[]; errors: ImportError[] } {
  const out: ImportRow[] = [];
  const errors: ImportError[] = [];
  const cell = (r: string[], i: number | undefined) => (i === undefined ? '' : (r[i] ?? '').trim());
  for (let k = 0; k < rows.length; k += 1) {
    const r = rows[k]!;
    const line = lines[k]!;
    const fail = (message: string) => errors.push({ line, message });
    const date = parseDate(cell(r, cols.date), f.dateFormat);
    if (!date) {
      fail(RULE_MESSAGES.date('Date'));
      continue;
    }
    if (date < DATE_RANGE.min || date > DATE_RANGE.max) {
      fail(RULE_MESSAGES.date('Date'));
      continue;
    }
    if (date > today) {
      fail(SCHEMA_MESSAGES.futureDateNotScheduled);
      continue;
    }
    const raw = parseAmount(cell(r, cols.amount), f.decimalSeparator);
    if (raw === null) {
      fail(
        cell(r, cols.amount) ? RULE_MESSAGES.pattern('Amount') : RULE_MESSAGES.required('Amount'),
      );
      continue;
    }
    // The dry run and the import judge alike: a figure the column cannot hold, or with more digits
    // than the currency has, is a line error in both, never a failed import or a silent rounding.
    const places = decimalsFor(currency);
    const amount = plainAmount(raw, places);
    if (amount === 'decimals') {
      fail(RULE_MESSAGES.decimals('Amount', places));
      continue;
    }
    if (amount === 'max') {
      fail(RULE_MESSAGES.max('Amount', MONEY_MAX));
      continue;
    }
    if (amount === 'min') {
      fail(RULE_MESSAGES.min('Amount', 0.01));
      continue;
    }
    const typeCell = cell(r, cols.type).toUpperCase();
    const named = typeCell ? TYPE_WORDS[typeCell] : undefined;
    if (typeCell && !named) {
      fail(RULE_MESSAGES.oneOf('Type', ['DEPOSIT', 'WITHDRAWAL', 'INCOME', 'EXPENSE']));
      continue;
    }
    const description = cell(r, cols.description);
    const category = cell(r, cols.category);
    if (description.length > TRANSACTION_DESCRIPTION_MAX) {
      fail(RULE_MESSAGES.maxLength('Description', TRANSACTION_DESCRIPTION_MAX));
      continue;
    }
    if (category.length > TRANSACTION_CATEGORY_MAX) {
      fail(RULE_MESSAGES.maxLength('Category', TRANSACTION_CATEGORY_MAX));
      continue;
    }
    if (CONTROLS.test(description) || CONTROLS.test(category)) {
      fail(RULE_MESSAGES.characters(CONTROLS.test(description) ? 'Description' : 'Category'));
      continue;
    }
    out.push({
      line,
      date,
      type: typeOf(named, raw.startsWith('-')),
      amount,
      description: description || null,
      category: category || null,
    });
  }
  return { rows: out, errors };
}
