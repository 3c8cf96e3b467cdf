import { child, type MarkupElement, textAt } from './markup.js';
import { NOT_PROVIDED, type Direction } from './camt-values.js';

/**
 * What a CAMT entry's details (`NtryDtls/TxDtls`) say about one payment: who the other side is,
 * what the payer wrote, the bank's type code. Each reader accepts the shapes of every version
 * from .001.02 to .001.08 (a party's `Nm`, or `Pty/Nm` since .001.07), so the caller need not
 * know which one it holds.
 */

/** Every child of that name, in file order. */
export const childrenNamed = (el: MarkupElement, name: string) =>
  el.children.filter((c) => c.name === name);

/** Non-empty text, else null: an empty element says nothing. */
const present = (s: string | null | undefined) => (s != null && s !== '' ? s : null);

/** A party's name: `Nm` directly (up to .001.06), or inside `Pty` (Party35Choice and later). */
function nameOf(party: MarkupElement | undefined): string | null {
  if (!party) return null;
  return present(textAt(party, 'Nm')) ?? present(textAt(party, 'Pty', 'Nm'));
}

/**
 * The other side of the payment, by which way the money went: for money out the creditor (who
 * was paid), for money in the debtor (who paid). The other party is usually the account holder
 * themselves, so it is never a fallback; the ultimate creditor/debtor is, when the bank names
 * only that one.
 */
export function counterparty(tx: MarkupElement | undefined, moneyOut: boolean): string | null {
  const parties = tx && child(tx, 'RltdPties');
  if (!parties) return null;
  const role = moneyOut ? 'Cdtr' : 'Dbtr';
  return nameOf(child(parties, role)) ?? nameOf(child(parties, `Ultmt${role}`));
}

/**
 * The payer's own words: every `Ustrd` line (banks split long texts over several), then each
 * structured part's creditor reference (an RF or QR reference) and additional lines, joined with
 * a space; a text repeated in both is kept once. Null when there is none.
 */
export function remittance(tx: MarkupElement | undefined): string | null {
  const rmt = tx && child(tx, 'RmtInf');
  if (!rmt) return null;
  const parts: string[] = childrenNamed(rmt, 'Ustrd').map((u) => u.text);
  for (const strd of childrenNamed(rmt, 'Strd')) {
    for (const ref of childrenNamed(strd, 'CdtrRefInf')) parts.push(textAt(ref, 'Ref') ?? '');
    for (const line of childrenNamed(strd, 'AddtlRmtInf')) parts.push(line.text);
  }
  const kept = [...new Set(parts.filter((p) => p !== ''))];
  return kept.length > 0 ? kept.join(' ') : null;
}

/**
 * The bank transaction code: ISO `Domn/Cd`, `Fmly/Cd`, `SubFmlyCd` as "PMNT/RCDT/ESCT", else the
 * bank's proprietary `Prtry/Cd` (a German GVC "NTRF+166", a BAI code), so import rules can match
 * on it. Null when the element holds neither.
 */
export function bankTypeOf(owner: MarkupElement | undefined): string | null {
  const code = owner && child(owner, 'BkTxCd');
  if (!code) return null;
  const domain = child(code, 'Domn');
  if (domain) {
    const parts = [
      textAt(domain, 'Cd'),
      textAt(domain, 'Fmly', 'Cd'),
      textAt(domain, 'Fmly', 'SubFmlyCd'),
    ].filter((p): p is string => present(p) !== null);
    if (parts.length > 0) return parts.join('/');
  }
  return present(textAt(code, 'Prtry', 'Cd'));
}

/** The payment's end-to-end id, unless the payer gave none ("NOTPROVIDED"). */
export function endToEndId(tx: MarkupElement | undefined): string | null {
  const id = present(tx && textAt(tx, 'Refs', 'EndToEndId'));
  return id === NOT_PROVIDED ? null : id;
}

/** The bank's own reference of one transaction of a batch. */
export const txBankRef = (tx: MarkupElement | undefined) =>
  present(tx && textAt(tx, 'Refs', 'AcctSvcrRef'));

/** The extra text the bank gives for one transaction of a batch (`AddtlTxInf`). */
export const txInfo = (tx: MarkupElement | undefined) => present(tx && textAt(tx, 'AddtlTxInf'));

/**
 * Where a transaction states its own amount: `Amt` (since .001.04, beside its own CdtDbtInd),
 * `AmtDtls/TxAmt/Amt` (every version), `AmtDtls/CntrValAmt/Amt` (the amount converted), and last
 * `AmtDtls/InstdAmt/Amt` (what the payer ordered, which is what moved when nothing else is said).
 * Only one in the entry's currency can add up with the entry, so the first of those is taken;
 * `foreign` says that amounts were given, but none in that currency.
 */
export function txAmountElement(
  tx: MarkupElement,
  currency: string | null,
): MarkupElement | 'foreign' | null {
  const details = child(tx, 'AmtDtls');
  const candidates = [
    child(tx, 'Amt'),
    details && child(details, 'TxAmt'),
    details && child(details, 'CntrValAmt'),
    details && child(details, 'InstdAmt'),
  ]
    .map((c) => (c && c.name !== 'Amt' ? child(c, 'Amt') : c))
    .filter((c): c is MarkupElement => c !== undefined);
  if (candidates.length === 0) return null;
  const same = candidates.find((c) => !c.attrs.Ccy || !currency || c.attrs.Ccy === currency);
  return same ?? 'foreign';
}

/**
 * Whether the payment behind a booking sent money out, which decides who the other side is. A
 * reversal (RvslInd) undoes a payment that went the other way: ISO 20022 says a CRDT reversal
 * undoes a debit, and its parties are still those of that debit.
 */
export const paidOut = (direction: Direction, reversal: boolean) =>
  (direction === 'DBIT') !== reversal;
