import { drain, type MarkupElement, textAt } from './markup.js';
import { optText, requiredChild, statementLine, walkOfx } from './ofx-fields.js';
import { ACTIVITY_ELEMENTS, type DraftActivity, draftActivity } from './ofx-invest-activity.js';
import type { InvestmentActivity, StatementLine } from './statement.js';

/**
 * OFX and QFX investment statements (INVSTMTRS, 1.x SGML or 2.x XML): the trades, income and
 * fees of INVTRANLIST as InvestmentActivities, and its cash lines (INVBANKTRAN: deposits,
 * withdrawals) as StatementLines. Positions (INVPOSLIST) and balances (INVBAL) are not read: the
 * app computes holdings from the activities.
 */

/** A cash line of a brokerage account, with that account's ACCTID (null when it names none). */
export type OfxCashLine = StatementLine & { accountRef: string | null };

export interface OfxInvestment {
  /** One per INVSTMTRS, in file order: ACCTID ('' when none) and CURDEF. */
  accounts: { ref: string; currency: string | null }[];
  /** Every account's activities, in file order. */
  activities: InvestmentActivity[];
  /** Every account's INVBANKTRAN lines, in file order. */
  cash: OfxCashLine[];
}

/** The aggregates built whole; everything else reaches the visitor leaf by leaf. */
const COLLECT = new Set([...ACTIVITY_ELEMENTS, 'INVACCTFROM', 'INVBANKTRAN', 'SECINFO']);

/** An INVSTMTRS being read: what its transactions get once it closes. */
interface OpenAccount {
  ref: string;
  currency: string | null;
  drafts: DraftActivity[];
  cash: OfxCashLine[];
}

/**
 * Reads the file, yielding as walkMarkup yields (every 2 000 tags). A StatementError for a file
 * with no <OFX>, the bank's error status instead of a statement, a transaction without the
 * fields it must have (INVBUY, INVTRAN, DTTRADE, SECID, UNITS, UNITPRICE, TOTAL; a cash line's
 * DTPOSTED and TRNAMT), or an unreadable amount or date.
 */
export function* readOfxInvestment(text: string): Generator<void, OfxInvestment> {
  const result: OfxInvestment = { accounts: [], activities: [], cash: [] };
  const drafts: DraftActivity[] = [];
  const tickers = new Map<string, string>();
  let open: OpenAccount | null = null;
  yield* walkOfx(text, {
    collect: (name) => COLLECT.has(name),
    open: (name) => {
      if (name === 'INVSTMTRS') open = { ref: '', currency: null, drafts: [], cash: [] };
    },
    element: (el, path) => {
      if (el.name === 'SECINFO') {
        if (path.includes('SECLIST')) learnTicker(tickers, el);
      } else if (el.name === 'INVSTMTRS') {
        if (open) close(open, result, drafts);
        open = null;
      } else if (open) {
        readInto(open, el, path);
      }
    },
  });
  // SECLIST comes after the statements (OFX puts its message set last), so a symbol can only be
  // named once the whole file is read.
  for (const { activity, securityId } of drafts) {
    activity.symbol = securityId === null ? null : (tickers.get(securityId) ?? securityId);
  }
  return result;
}

/** readOfxInvestment at once (tests, small files, the browser). */
export const parseOfxInvestment = (text: string): OfxInvestment => drain(readOfxInvestment(text));

/**
 * One element of the open statement: its account, currency, a transaction or a cash line. The
 * transactions are those of INVTRANLIST; an open order (INVOOLIST) is not one yet.
 */
function readInto(account: OpenAccount, el: MarkupElement, path: readonly string[]): void {
  if (el.name === 'INVACCTFROM') {
    account.ref = optText(el, 'ACCTID') ?? '';
  } else if (el.name === 'CURDEF') {
    account.currency = el.text === '' ? null : el.text;
  } else if (path.includes('INVTRANLIST')) {
    if (el.name === 'INVBANKTRAN') {
      account.cash.push({ ...statementLine(requiredChild(el, 'STMTTRN')), accountRef: null });
    } else if (ACTIVITY_ELEMENTS.has(el.name)) {
      account.drafts.push(draftActivity(el));
    }
  }
}

/**
 * The statement closed: its transactions get its ACCTID and, unless they name their own
 * currency, its CURDEF. Done here rather than as each transaction is read because not every bank
 * keeps the specification's order: some write CURDEF or INVACCTFROM after the transactions.
 */
function close(account: OpenAccount, result: OfxInvestment, drafts: DraftActivity[]): void {
  const accountRef = account.ref === '' ? null : account.ref;
  for (const draft of account.drafts) {
    draft.activity.accountRef = accountRef;
    draft.activity.currency ??= account.currency;
    result.activities.push(draft.activity);
    drafts.push(draft);
  }
  for (const line of account.cash) {
    line.accountRef = accountRef;
    result.cash.push(line);
  }
  result.accounts.push({ ref: account.ref, currency: account.currency });
}

/**
 * A SECINFO of SECLIST (inside STOCKINFO, MFINFO, DEBTINFO, OPTINFO or OTHERINFO): its UNIQUEID
 * and TICKER. Keyed by UNIQUEID alone: a CUSIP (9 characters) and an ISIN (12) cannot collide,
 * and banks are not consistent in writing UNIQUEIDTYPE the same in a transaction and in SECLIST.
 * A security without a ticker keeps its UNIQUEID as its symbol.
 */
function learnTicker(tickers: Map<string, string>, secinfo: MarkupElement): void {
  const id = textAt(secinfo, 'SECID', 'UNIQUEID');
  const ticker = optText(secinfo, 'TICKER');
  if (id && ticker) tickers.set(id, ticker);
}
