import {
  DATE_RANGE,
  decimalsFor,
  MONEY_MAX,
  RULE_MESSAGES,
  SCHEMA_MESSAGES,
  type ServerReason,
  STATEMENT_MESSAGES,
  type StatementLine,
  TRANSACTION_CATEGORY_MAX,
  TRANSACTION_DESCRIPTION_MAX,
  type TransactionType,
} from '@wealthlog/core';
import { clean, cut, descriptionOf } from '../../ledger/statement-text.js';
import { type ImportError, plainAmount } from './import.rows.js';

/** Moved to the ledger, which the trades' import of OFX cash lines shares. */
export { descriptionOf };

/** The account a statement's lines are booked into, and the user's others a QIF may transfer to. */
export interface BookingAccount {
  id: number;
  name: string;
  currency: string;
}

/** One statement line as it will be written: the ledger's row, its split lines, its bank id. */
export interface StatementRow {
  line: number;
  /** The file's account's booking account: the one the line is judged (duplicates) against. */
  fileAccountId: number;
  /** The row's own source account: another account's for a transfer into the file's account. */
  accountId: number;
  toAccountId: number | null;
  type: TransactionType;
  /** Positive, in the source account's currency. */
  amount: string;
  /** As seen from the file's account: negative is money out of it. */
  signed: string;
  date: string;
  description: string | null;
  category: string | null;
  bankId: string | null;
  splits: { category: string; amount: string; description: string | null }[];
}

const lower = (s: string) => s.trim().toLocaleLowerCase('en');

/**
 * The statement's lines into rows for one account, or the line's error: a day out of range or in
 * the future, an amount the currency cannot hold, split lines of both signs (our split lines all
 * go the way of their payment). A QIF `[Account]` naming another of the user's accounts in the same
 * currency is a transfer; otherwise the name stays in the description.
 */
export function statementRows(
  lines: readonly StatementLine[],
  account: BookingAccount,
  others: readonly BookingAccount[],
  today: string,
): { rows: StatementRow[]; errors: ImportError[] } {
  const rows: StatementRow[] = [];
  const errors: ImportError[] = [];
  const byName = new Map(others.map((a) => [lower(a.name), a]));
  const places = decimalsFor(account.currency);
  for (const l of lines) {
    const fail = (message: string, reason?: ServerReason) =>
      errors.push({ line: l.line, message, ...(reason ? { reason } : {}) });
    if (l.date < DATE_RANGE.min || l.date > DATE_RANGE.max) {
      fail(RULE_MESSAGES.date('Date'));
      continue;
    }
    if (l.date > today) {
      fail(SCHEMA_MESSAGES.futureDateNotScheduled);
      continue;
    }
    const amount = plainAmount(l.amount, places);
    if (amount === 'decimals') fail(RULE_MESSAGES.decimals('Amount', places));
    else if (amount === 'max') fail(RULE_MESSAGES.max('Amount', MONEY_MAX));
    else if (amount === 'min') fail(RULE_MESSAGES.min('Amount', 0.01));
    if (amount === 'decimals' || amount === 'max' || amount === 'min') continue;
    const out = l.amount.trim().startsWith('-');
    let splits = splitRows(l, places, out);
    if (typeof splits === 'string') {
      fail(splits, splits === STATEMENT_MESSAGES.splitSigns ? 'splitSigns' : undefined);
      continue;
    }
    // One part left (the others were 0): the payment is that part's, unsplit.
    const only = splits.length === 1 ? splits[0]!.category : null;
    if (only) splits = [];
    const other = l.transferAccount ? byName.get(lower(l.transferAccount)) : undefined;
    const transfer = other && other.id !== account.id && other.currency === account.currency;
    let description = descriptionOf(l);
    if (l.transferAccount && !transfer) {
      description = cut([`[${l.transferAccount}]`, description].filter(Boolean).join(' · '), 500);
    }
    const category = transfer || splits.length ? null : (only ?? cut(clean(l.category), 50));
    rows.push({
      line: l.line,
      fileAccountId: account.id,
      accountId: transfer && !out ? other.id : account.id,
      toAccountId: transfer ? (out ? other.id : account.id) : null,
      type: transfer
        ? 'TRANSFER'
        : category || splits.length
          ? out
            ? 'EXPENSE'
            : 'INCOME'
          : out
            ? 'WITHDRAWAL'
            : 'DEPOSIT',
      amount,
      signed: out ? `-${amount}` : amount,
      date: l.date,
      description,
      category,
      bankId: cut(clean(l.bankId), 255),
      splits,
    });
  }
  return { rows, errors };
}

/** The line's split lines as ours (positive, each with a category), or why they cannot be. */
function splitRows(
  l: StatementLine,
  places: number,
  out: boolean,
): StatementRow['splits'] | string {
  const rows: StatementRow['splits'] = [];
  for (const s of l.splits) {
    const amount = plainAmount(s.amount, places);
    if (amount === 'decimals') return RULE_MESSAGES.decimals('Amount', places);
    if (amount === 'max') return RULE_MESSAGES.max('Amount', MONEY_MAX);
    if (amount === 'min') continue; // a zero part of a split carries nothing
    if (s.amount.trim().startsWith('-') !== out) return STATEMENT_MESSAGES.splitSigns;
    const category = s.transferAccount ? `[${s.transferAccount}]` : clean(s.category);
    rows.push({
      category: cut(category, TRANSACTION_CATEGORY_MAX) ?? 'other',
      amount,
      description: cut(clean(s.memo), TRANSACTION_DESCRIPTION_MAX),
    });
  }
  return rows;
}
