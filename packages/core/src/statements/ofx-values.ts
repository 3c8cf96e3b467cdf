import { isIsoDate } from '../validation/formats.js';

/**
 * The two value formats of OFX (1.x SGML and 2.x XML alike), read as text so that no amount ever
 * passes through a binary float.
 */

// OFX 1.0.2 §3.2.9 allows a point or a comma as the decimal mark (banks in comma countries write
// `-12,50`), an optional sign and no grouping separators.
const AMOUNT = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

/**
 * An OFX amount as a decimal string with a point and an optional leading minus: `-12,50` →
 * `-12.50`, `+3` → `3`, `.5` → `0.5`. The digits after the mark stay as written (a bank's
 * `-12.50` stays two places). Null when the text is not an amount (`12.3.4`, `1,234.50`, `abc`):
 * a grouping separator cannot be told from a decimal mark, so guessing could be off by 1 000.
 */
export function decimalText(raw: string): string | null {
  const m = AMOUNT.exec(raw);
  if (!m) return null;
  const [, sign, int = '', frac = ''] = m;
  if (int === '' && frac === '') return null;
  const whole = int.replace(/^0+(?=\d)/, '') || '0';
  const body = frac === '' ? whole : `${whole}.${frac}`;
  // "-0.00" is no money out: without the sign it cannot read as a tiny debit.
  return sign === '-' && /[1-9]/.test(body) ? `-${body}` : body;
}

/** The value without its minus: OFX signs units and totals by direction, activities do not. */
export const unsigned = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : amount);

/**
 * OFX datetime (§3.2.8): `YYYYMMDD`, then optionally `HHMMSS` (some banks write `HHMM`), `.XXX`
 * milliseconds and a zone in brackets — `[-5:EST]`, `[0:GMT]`, `[+1]`, `[5.30:IST]`.
 */
const DATETIME = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?(?:\.\d+)?)?\s*(?:\[[^\]]*\])?$/;

export interface OfxDateTime {
  /** YYYY-MM-DD, the calendar day as the file wrote it. */
  date: string;
  /** HH:MM:SS when the file gives a time of day, else null. */
  time: string | null;
}

/**
 * The calendar day and time of day exactly as written, in the statement's own zone; the zone in
 * brackets is checked for form but not applied. An OFX date is the bank's booking day: a card
 * payment booked at 23:30 on the 19th in New York (`20181219233000[-5:EST]`) is on the bank's
 * statement of the 19th, and moving it to UTC or to the server's zone would put it on the 20th,
 * so it would no longer match the paper statement, the balance of that day or a re-import.
 * Null when the text is no real date or time (`20181332`, `20180229`, `20181219246000`).
 */
export function ofxDateTime(raw: string): OfxDateTime | null {
  const m = DATETIME.exec(raw);
  if (!m) return null;
  const [, y, mo, d, hh, mi, ss = '00'] = m;
  const date = `${y}-${mo}-${d}`;
  if (!isIsoDate(date)) return null;
  if (hh === undefined || mi === undefined) return { date, time: null };
  if (Number(hh) > 23 || Number(mi) > 59 || Number(ss) > 59) return null;
  return { date, time: `${hh}:${mi}:${ss}` };
}
