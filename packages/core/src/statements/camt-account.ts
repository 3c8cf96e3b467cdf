import { missing, readAmount, readDay, readDirection, signed } from './camt-values.js';
import { child, type MarkupElement, textAt } from './markup.js';
import type { StatementAccount } from './statement.js';

/**
 * One account's part of a CAMT message (a `Stmt`, `Rpt` or `Ntfctn`) as it is read, and how the
 * parts of one file become its accounts.
 */

export interface AccountPart {
  ref: string;
  name: string | null;
  /** `Acct/Ccy`; null when the account does not name its currency. */
  currency: string | null;
  /** The first entry's currency, then the first balance's: for when `Acct/Ccy` is absent. */
  entryCurrency: string | null;
  balanceCurrency: string | null;
  closingBalance: StatementAccount['closingBalance'];
  lines: StatementAccount['lines'];
  skipped: NonNullable<StatementAccount['skipped']>;
}

export const newPart = (): AccountPart => ({
  ref: '',
  name: null,
  currency: null,
  entryCurrency: null,
  balanceCurrency: null,
  closingBalance: null,
  lines: [],
  skipped: [],
});

/** `Acct`: the IBAN, else the bank's other id (a domestic account number), its currency, name. */
export function readAccount(part: AccountPart, acct: MarkupElement): void {
  part.ref = textAt(acct, 'Id', 'IBAN') || textAt(acct, 'Id', 'Othr', 'Id') || '';
  part.currency = textAt(acct, 'Ccy') || null;
  part.name = textAt(acct, 'Nm') || null;
}

/** Notes the first entry's currency, in case `Acct/Ccy` is missing. */
export function noteEntryCurrency(part: AccountPart, amt: MarkupElement | undefined): void {
  part.entryCurrency ??= amt?.attrs.Ccy || null;
}

/**
 * A `Bal`: only the closing booked balance (CLBD) is kept, the one an import checks its running
 * balance against; opening, interim and available balances are passed over unread. A later CLBD
 * replaces an earlier one.
 */
export function readBalance(part: AccountPart, bal: MarkupElement): void {
  const amt = child(bal, 'Amt');
  part.balanceCurrency ??= amt?.attrs.Ccy || null;
  if (textAt(bal, 'Tp', 'CdOrPrtry', 'Cd') !== 'CLBD') return;
  if (!amt) throw missing(bal, 'The closing balance', 'Amt');
  const direction = readDirection(bal);
  if (!direction) throw missing(bal, 'The closing balance', 'CdtDbtInd');
  const day = child(bal, 'Dt');
  part.closingBalance = {
    amount: signed(readAmount(amt), direction === 'DBIT'),
    date: day ? readDay(day) : null,
  };
}

/**
 * The file's accounts, in the order they first appear. Two parts for the same account (a bank
 * that sends a statement per page or per day in one file) become one account: lines in file
 * order and the last closing balance stated. "The same" is the same ref and currency, because some
 * banks give one IBAN to accounts in several currencies, and those must not be mixed.
 */
export function mergeParts(parts: AccountPart[]): StatementAccount[] {
  const byKey = new Map<string, StatementAccount>();
  for (const part of parts) {
    const currency = part.currency ?? part.entryCurrency ?? part.balanceCurrency;
    const key = `${part.ref}\u0000${currency ?? ''}`;
    const seen = byKey.get(key);
    if (seen) {
      seen.name ??= part.name;
      seen.closingBalance = part.closingBalance ?? seen.closingBalance;
      seen.lines.push(...part.lines);
      seen.skipped?.push(...part.skipped);
      continue;
    }
    byKey.set(key, {
      ref: part.ref,
      name: part.name,
      currency,
      kind: 'bank',
      closingBalance: part.closingBalance,
      lines: part.lines,
      skipped: part.skipped,
    });
  }
  return [...byKey.values()];
}
