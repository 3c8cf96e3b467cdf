import { child, type MarkupElement, type MarkupVisitor, textAt, walkMarkup } from './markup.js';
import { decimalText, type OfxDateTime, ofxDateTime } from './ofx-values.js';
import { StatementError, type StatementLine } from './statement.js';

/**
 * What the OFX bank and investment readers share: reading a collected aggregate's fields with
 * errors that name the line and element, one STMTTRN as a StatementLine, and the walk of an OFX
 * file that refuses a file with no <OFX> or with the bank's error status in place of a statement.
 */

/** A leaf's text, or null when it is missing or empty (SGML `<MEMO>` with nothing after it). */
export function optText(el: MarkupElement, name: string): string | null {
  const text = textAt(el, name);
  return text === null || text === '' ? null : text;
}

/** A child aggregate the specification requires (INVBUY in BUYSTOCK, INVTRAN in INVBUY). */
export function requiredChild(owner: MarkupElement, name: string): MarkupElement {
  const found = child(owner, name);
  if (!found) throw missing(owner, name);
  return found;
}

function requiredLeaf(owner: MarkupElement, name: string): MarkupElement {
  const found = child(owner, name);
  if (!found || found.text === '') throw missing(owner, name);
  return found;
}

/** A required leaf's text (UNIQUEID in SECID); a StatementError when missing or empty. */
export const requiredText = (owner: MarkupElement, name: string) => requiredLeaf(owner, name).text;

const missing = (owner: MarkupElement, name: string) =>
  new StatementError(
    `The <${owner.name}> on line ${owner.line} has no <${name}>, which it must have.`,
    owner.line,
    name,
  );

/** Long garbage (a binary file read as text) would make the message unreadable. */
const quote = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

function readAmount(el: MarkupElement): string {
  const amount = decimalText(el.text);
  if (amount === null) {
    throw new StatementError(
      `The <${el.name}> on line ${el.line} is ${quote(el.text)}, which is not an amount.`,
      el.line,
      el.name,
    );
  }
  return amount;
}

/** A required amount child as a decimal string; a StatementError when missing or unreadable. */
export const amountOf = (owner: MarkupElement, name: string) =>
  readAmount(requiredLeaf(owner, name));

/** An optional amount child: null when missing or empty, a StatementError when unreadable. */
export function optAmount(owner: MarkupElement, name: string): string | null {
  const found = child(owner, name);
  return found && found.text !== '' ? readAmount(found) : null;
}

function readDate(el: MarkupElement): OfxDateTime {
  const when = ofxDateTime(el.text);
  if (!when) {
    throw new StatementError(
      `The <${el.name}> on line ${el.line} is ${quote(el.text)}, which is not a date (YYYYMMDD, optionally HHMMSS).`,
      el.line,
      el.name,
    );
  }
  return when;
}

/** A required date child; a StatementError when missing or no real date. */
export const dateOf = (owner: MarkupElement, name: string) => readDate(requiredLeaf(owner, name));

/** An optional date child: null when missing or empty, a StatementError when no real date. */
export function optDate(owner: MarkupElement, name: string): OfxDateTime | null {
  const found = child(owner, name);
  return found && found.text !== '' ? readDate(found) : null;
}

/**
 * One STMTTRN (a bank or card line, or the cash line of an INVBANKTRAN). NAME is the payee as
 * the bank shows it; OFX allows a PAYEE aggregate (with the payee's address) instead, whose NAME
 * is then used. The date is DTPOSTED's day as written (see ofxDateTime: the bank's booking day).
 */
export function statementLine(trn: MarkupElement): StatementLine {
  const payee = child(trn, 'PAYEE');
  return {
    line: trn.line,
    bankId: optText(trn, 'FITID'),
    date: dateOf(trn, 'DTPOSTED').date,
    amount: amountOf(trn, 'TRNAMT'),
    payee: optText(trn, 'NAME') ?? (payee ? optText(payee, 'NAME') : null),
    memo: optText(trn, 'MEMO'),
    category: null,
    transferAccount: null,
    checkNumber: optText(trn, 'CHECKNUM'),
    bankType: optText(trn, 'TRNTYPE'),
    splits: [],
  };
}

/** The sign-on's status and the statement responses' own: where a bank says it sent none. */
const STATUS_OWNERS = new Set(['SONRS', 'STMTTRNRS', 'CCSTMTTRNRS', 'INVSTMTTRNRS']);

/**
 * Refuses a STATUS with a non-zero CODE and SEVERITY ERROR (OFX §3.1.4): the bank answered
 * "signon invalid" or "account not found" instead of a statement, and importing its empty
 * statement would look like a month without a single line. WARN and INFO statuses come with a
 * statement and are let through.
 */
export function checkStatus(status: MarkupElement, path: readonly string[]): void {
  if (!path.some((p) => STATUS_OWNERS.has(p))) return;
  const code = optText(status, 'CODE');
  if (code === null || /^0+$/.test(code) || optText(status, 'SEVERITY') !== 'ERROR') return;
  const said = optText(status, 'MESSAGE');
  throw new StatementError(
    `The bank answered with error ${code} (<STATUS> on line ${status.line}) instead of a statement` +
      (said ? `: ${said}` : '.'),
    status.line,
    'STATUS',
  );
}

/**
 * walkMarkup over an OFX or QFX file, 1.x SGML or 2.x XML. The 1.x header lines before <OFX>
 * (`OFXHEADER:100`, `CHARSET:1252`, …) and 2.x's `<?xml?>`/`<?OFX?>` are skipped by the walker
 * as text outside every element and as processing instructions, so the line numbers stay those
 * of the file. Unknown elements (QFX's `<INTU.BID>`) pass by. STATUS is checked wherever it
 * stands (checkStatus); a text without an <OFX> element is no OFX file.
 */
export function* walkOfx(text: string, v: MarkupVisitor): Generator<void, void> {
  let sawOfx = false;
  yield* walkMarkup(text, {
    collect: (name) => name === 'STATUS' || v.collect(name),
    open: (name, path) => {
      if (name === 'OFX') sawOfx = true;
      v.open?.(name, path);
    },
    element: (el, path) => (el.name === 'STATUS' ? checkStatus(el, path) : v.element(el, path)),
  });
  if (!sawOfx) {
    throw new StatementError(
      'The file has no <OFX> element, so it is no OFX or QFX statement.',
      null,
      'OFX',
    );
  }
}
