import { type StatementLine, TRANSACTION_DESCRIPTION_MAX } from '@wealthlog/core';

/** A statement line's texts as a transaction keeps them (bank statements, OFX investment cash lines). */

// Control characters a bank's text may carry become spaces: the line is kept, not refused.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u001F\u007F]+/g;
export const clean = (s: string | null) => {
  const t = (s ?? '').replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
};
export const cut = (s: string | null, max: number) =>
  s === null || s.length <= max ? s : `${s.slice(0, max - 1)}…`;

/** What a person reads first: who, then why, then the cheque number ("Café Rio · Lunch · #104"). */
export function descriptionOf(l: StatementLine): string | null {
  const parts = [clean(l.payee), clean(l.memo), l.checkNumber ? `#${clean(l.checkNumber)}` : null];
  const unique = parts.filter((p, i): p is string => p !== null && parts.indexOf(p) === i);
  return cut(unique.join(' · ') || null, TRANSACTION_DESCRIPTION_MAX);
}
