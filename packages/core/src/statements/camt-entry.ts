import { toDecimal } from '../domain/money.js';
import {
  bankTypeOf,
  childrenNamed,
  counterparty,
  endToEndId,
  paidOut,
  remittance,
  txAmountElement,
  txBankRef,
  txInfo,
} from './camt-details.js';
import {
  type Direction,
  missing,
  readAmount,
  readDay,
  readDirection,
  signed,
} from './camt-values.js';
import { child, type MarkupElement, textAt } from './markup.js';
import { StatementError, type StatementLine } from './statement.js';

/**
 * One CAMT `Ntry` (a booking on the account) read into statement lines: one line, or one per
 * transaction of a batch booking, whose parts must add up to what was booked.
 */

/** An entry the bank lists but has not booked, and why it is left out. */
export interface SkippedEntry {
  line: number;
  reason: string;
}

const NOT_BOOKED: Record<string, string> = {
  PDNG: 'pending (Sts PDNG): not booked yet',
  INFO: 'for information only (Sts INFO): not booked',
  FUTR: 'future (Sts FUTR): not booked yet',
};

/** `<Sts>BOOK</Sts>` up to .001.07; `<Sts><Cd>BOOK</Cd></Sts>` (or `Prtry`) since .001.08. */
function statusOf(ntry: MarkupElement): string {
  const sts = child(ntry, 'Sts');
  if (!sts) throw missing(ntry, 'The entry', 'Sts');
  return sts.children.length === 0 ? sts.text : (textAt(sts, 'Cd') ?? textAt(sts, 'Prtry') ?? '');
}

/** What the lines of one entry share. */
interface Entry {
  el: MarkupElement;
  amount: string;
  currency: string | null;
  direction: Direction;
  date: string;
  reversal: boolean;
  /** The bank's reference of the booking: AcctSvcrRef, else NtryRef. */
  ref: string | null;
  /** AddtlNtryInf: the bank's booking text, the memo of last resort but one. */
  info: string | null;
}

/**
 * The entry's lines, or why it is skipped. Only BOOK entries are lines: a pending one may still
 * change or vanish, and booking it would count it twice once the booked version arrives.
 */
export function readEntry(ntry: MarkupElement): StatementLine[] | SkippedEntry {
  const status = statusOf(ntry);
  if (status !== 'BOOK') {
    return { line: ntry.line, reason: NOT_BOOKED[status] ?? `status "${status}": not booked` };
  }
  const amt = child(ntry, 'Amt');
  if (!amt) throw missing(ntry, 'The entry', 'Amt');
  const direction = readDirection(ntry);
  if (!direction) throw missing(ntry, 'The entry', 'CdtDbtInd');
  const booked = child(ntry, 'BookgDt');
  if (!booked) throw missing(ntry, 'The booked entry', 'BookgDt');
  const rvsl = textAt(ntry, 'RvslInd');
  const entry: Entry = {
    el: ntry,
    amount: readAmount(amt),
    currency: amt.attrs.Ccy ?? null,
    direction,
    date: readDay(booked),
    reversal: rvsl === 'true' || rvsl === '1',
    ref: textAt(ntry, 'AcctSvcrRef') || textAt(ntry, 'NtryRef') || null,
    info: textAt(ntry, 'AddtlNtryInf') || null,
  };
  const txs = childrenNamed(ntry, 'NtryDtls').flatMap((d) => childrenNamed(d, 'TxDtls'));
  return txs.length > 1 ? batchLines(entry, txs) : [singleLine(entry, txs[0])];
}

/**
 * The sign is CdtDbtInd's alone, a reversal included: ISO 20022 defines a CRDT entry with
 * RvslInd as money coming back in (the original was a debit), so flipping it would book the
 * refund as a second payment and the closing balance would no longer add up.
 */
function line(
  entry: Entry,
  tx: MarkupElement | undefined,
  at: { line: number; bankId: string | null; amount: string; direction: Direction },
): StatementLine {
  return {
    line: at.line,
    bankId: at.bankId,
    date: entry.date,
    amount: signed(at.amount, at.direction === 'DBIT'),
    payee: counterparty(tx, paidOut(at.direction, entry.reversal)),
    // The payer's words first; the bank's booking text ("SEPA credit transfer") only when there
    // are none, since it repeats what bankType says; the end-to-end id as a last hint.
    memo: remittance(tx) ?? txInfo(tx) ?? entry.info ?? endToEndId(tx),
    category: null,
    transferAccount: null,
    checkNumber: null,
    bankType: bankTypeOf(tx) ?? bankTypeOf(entry.el),
    splits: [],
  };
}

/**
 * An entry with at most one transaction is one line of the entry's amount: that is what moved
 * the balance, even when the transaction states another (charges taken off, another currency).
 */
function singleLine(entry: Entry, tx: MarkupElement | undefined): StatementLine {
  const bankId = textAt(entry.el, 'AcctSvcrRef') || txBankRef(tx) || entry.ref;
  return line(entry, tx, {
    line: entry.el.line,
    bankId,
    amount: entry.amount,
    direction: entry.direction,
  });
}

/**
 * A batch booking (a salary run, a collection of direct debits) is one line per transaction, so
 * each payee is its own line. The parts must sum to the entry: a file whose parts do not is
 * refused rather than booked with a balance that silently drifts.
 */
function batchLines(entry: Entry, txs: MarkupElement[]): StatementLine[] {
  const lines = txs.map((tx, i) => {
    const amt = txAmountElement(tx, entry.currency);
    if (amt === null) throw missing(tx, 'The batch transaction', 'Amt');
    if (amt === 'foreign') {
      throw new StatementError(
        `The batch transaction on line ${tx.line} states its amount only in another currency than the entry's ${entry.currency ?? ''}.`,
        tx.line,
        tx.name,
      );
    }
    return line(entry, tx, {
      line: tx.line,
      bankId: txBankRef(tx) ?? (entry.ref === null ? null : `${entry.ref}/${i + 1}`),
      amount: readAmount(amt),
      direction: readDirection(tx) ?? entry.direction,
    });
  });
  checkSum(entry, lines);
  return lines;
}

function checkSum(entry: Entry, lines: StatementLine[]): void {
  const booked = signed(entry.amount, entry.direction === 'DBIT');
  const sum = lines.reduce((s, l) => s.plus(toDecimal(l.amount)), toDecimal(0));
  if (sum.equals(toDecimal(booked))) return;
  const places = Math.max(...lines.map((l) => l.amount.split('.')[1]?.length ?? 0));
  throw new StatementError(
    `The batch entry on line ${entry.el.line}: its ${lines.length} parts sum to ${sum.toFixed(places)}, the entry to ${booked}.`,
    entry.el.line,
    entry.el.name,
  );
}
