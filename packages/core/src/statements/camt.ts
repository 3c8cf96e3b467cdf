import {
  type AccountPart,
  mergeParts,
  newPart,
  noteEntryCurrency,
  readAccount,
  readBalance,
} from './camt-account.js';
import { readEntry } from './camt-entry.js';
import { child, drain, type MarkupElement, walkMarkup } from './markup.js';
import { type Statement, StatementError } from './statement.js';

/**
 * ISO 20022 cash management messages from a bank to its customer, read into a Statement:
 * camt.053 (the end-of-day statement), camt.052 (the intraday report) and camt.054 (debit/credit
 * notifications), versions .001.02 to .001.08. The three share one entry layout (`Ntry`), so one
 * reader serves them; the format is 'camt053' for all three, as the import treats them alike.
 *
 * The text is walked once and only one `Acct`, `Bal` or `Ntry` subtree exists at a time, so a
 * year of entries never becomes one tree in memory; the generator yields as walkMarkup does.
 */

/** Each message's element under `Document`, and its per-account element. */
const MESSAGES: Record<string, string> = {
  BkToCstmrStmt: 'Stmt',
  BkToCstmrAcctRpt: 'Rpt',
  BkToCstmrDbtCdtNtfctn: 'Ntfctn',
};

const COLLECTED = new Set(['Acct', 'Bal', 'Ntry']);

/** Reads a camt.052/053/054 message, yielding now and then; see drain and parseCamt. */
export function* readCamt(text: string): Generator<void, Statement> {
  const parts: AccountPart[] = [];
  // What the walk has seen, in an object: the callbacks below change it.
  const seen = {
    root: null as string | null,
    /** 'Stmt', 'Rpt' or 'Ntfctn' once the message is known. */
    report: null as string | null,
    part: null as AccountPart | null,
  };
  yield* walkMarkup(text, {
    collect: (name) => COLLECTED.has(name),
    open: (name, path) => {
      if (path.length === 0) {
        seen.root = name;
        if (name !== 'Document') throw notCamt(`its root element is <${name}>`, text, name);
      } else if (path.length === 1) {
        seen.report = MESSAGES[name] ?? null;
        if (seen.report === null) throw notCamt(`its <Document> holds <${name}>`, text, name);
      } else if (path.length === 2 && name === seen.report) {
        seen.part = newPart();
        parts.push(seen.part);
      }
    },
    element: (el, path) => {
      if (seen.part && path.length === 3 && path[2] === seen.report) readPartElement(seen.part, el);
    },
  });
  if (seen.report === null) {
    const why = seen.root === null ? 'it holds no XML element' : 'its <Document> is empty';
    throw notCamt(why, text, seen.root);
  }
  return { format: 'camt053', accounts: mergeParts(parts) };
}

/** Reads a camt.052/053/054 message at once (tests, small files, the browser). */
export function parseCamt(text: string): Statement {
  return drain(readCamt(text));
}

/** A direct child of the account's element: its account, a balance, or an entry. */
function readPartElement(part: AccountPart, el: MarkupElement): void {
  if (el.name === 'Acct') readAccount(part, el);
  else if (el.name === 'Bal') readBalance(part, el);
  else if (el.name === 'Ntry') {
    noteEntryCurrency(part, child(el, 'Amt'));
    const read = readEntry(el);
    if (Array.isArray(read)) part.lines.push(...read);
    else part.skipped.push(read);
  }
}

/**
 * Not a bank-to-customer camt message (an OFX file, a pain.001 payment order, a camt.056): the
 * walker names no line for an element that is only opened, so the line of the element's first tag
 * is found in the text.
 */
function notCamt(why: string, text: string, element: string | null): StatementError {
  return new StatementError(
    `This is not a camt.052, camt.053 or camt.054 document: ${why}.`,
    element === null ? null : lineOfTag(text, element),
    element,
  );
}

function lineOfTag(text: string, name: string): number | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const at = text.search(new RegExp(`<(?:[^\\s<>/!?:]+:)?${escaped}(?=[\\s/>])`));
  if (at < 0) return null;
  let line = 1;
  for (let i = 0; i < at; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}
