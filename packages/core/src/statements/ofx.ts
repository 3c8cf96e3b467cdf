import { drain, type MarkupElement } from './markup.js';
import { amountOf, optDate, optText, statementLine, walkOfx } from './ofx-fields.js';
import type { Statement, StatementAccount, StatementAccountKind } from './statement.js';

/**
 * OFX and QFX bank and credit-card statements (OFX 1.x SGML and 2.x XML), read into a Statement.
 * A file may hold several statements (a checking account and a card from one download): each
 * STMTRS or CCSTMTRS is one StatementAccount, in file order. Investment statements (INVSTMTRS) are
 * ofx-invest.ts's; this reader passes them by.
 */

/** The statement aggregates and the kind of account each one is. */
const KINDS = new Map<string, StatementAccountKind>([
  ['STMTRS', 'bank'],
  ['CCSTMTRS', 'creditCard'],
]);

/** The aggregates built whole; everything else reaches the visitor leaf by leaf. */
const COLLECT = new Set(['BANKACCTFROM', 'CCACCTFROM', 'LEDGERBAL', 'STMTTRN']);

/**
 * Reads the file, yielding as walkMarkup yields (every 2 000 tags) so that a server can let other
 * requests in on a large file. A StatementError for a file with no <OFX>, the bank's error status
 * instead of a statement, a line without DTPOSTED or TRNAMT, or an unreadable amount or date.
 */
export function* readOfx(text: string): Generator<void, Statement> {
  const accounts: StatementAccount[] = [];
  let current: StatementAccount | null = null;
  yield* walkOfx(text, {
    collect: (name) => COLLECT.has(name),
    open: (name) => {
      const kind = KINDS.get(name);
      if (kind) current = newAccount(kind);
    },
    element: (el, path) => {
      if (KINDS.has(el.name)) {
        if (current) accounts.push(current);
        current = null;
      } else if (current) {
        readInto(current, el, path);
      }
    },
  });
  return { format: 'ofx', accounts };
}

/** readOfx at once (tests, small files, the browser). */
export const parseOfx = (text: string): Statement => drain(readOfx(text));

const newAccount = (kind: StatementAccountKind): StatementAccount => ({
  ref: '',
  name: null,
  currency: null,
  kind,
  closingBalance: null,
  lines: [],
});

/** One element of the open statement: its account, currency, closing balance or a line. */
function readInto(account: StatementAccount, el: MarkupElement, path: readonly string[]): void {
  switch (el.name) {
    case 'BANKACCTFROM':
    case 'CCACCTFROM':
      account.ref = optText(el, 'ACCTID') ?? '';
      return;
    case 'CURDEF':
      account.currency = el.text === '' ? null : el.text;
      return;
    case 'LEDGERBAL':
      // LEDGERBAL is the booked balance; AVAILBAL (with pending holds) is not what the ledger sums.
      account.closingBalance = {
        amount: amountOf(el, 'BALAMT'),
        date: optDate(el, 'DTASOF')?.date ?? null,
      };
      return;
    case 'STMTTRN':
      if (path.includes('BANKTRANLIST')) account.lines.push(statementLine(el));
      return;
  }
}
