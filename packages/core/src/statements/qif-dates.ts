import { dayNumber } from '../domain/days.js';
import type { DateOrder } from './statement.js';

/**
 * QIF `D` dates: the writing program's locale decides the order and the file never says which.
 * Real files write `12/19/18`, `19/12/2018`, `12.19.2018`, `12-19-2018`, `2018-12-19`, and
 * Quicken's `12/19'18` or ` 1/ 2' 5` (an apostrophe before the year, spaces for padding).
 */

/** A `D` value cut into its three numbers, not yet read in any order. */
export interface QifDateText {
  text: string;
  parts: [string, string, string];
  /** Quicken's apostrophe before the year, which it writes for the years 2000 and later. */
  apostrophe: boolean;
}

/** Orders in the order of preference when the dates fit several equally well. */
export const DATE_ORDERS: readonly DateOrder[] = ['MDY', 'DMY', 'YMD'];

const ORDER_NAMES: Record<DateOrder, string> = {
  MDY: 'month/day/year',
  DMY: 'day/month/year',
  YMD: 'year-month-day',
};

/** How an order reads in an English sentence: "month/day/year". */
export function orderName(order: DateOrder): string {
  return ORDER_NAMES[order];
}

/** The three numbers of a date, or null when the text is not shaped like a date at all. */
export function cutQifDate(text: string): QifDateText | null {
  const m = /^(\d{1,4})\s*[/.-]\s*(\d{1,2})\s*([/.'-])\s*(\d{1,4})$/.exec(text.trim());
  if (!m?.[1] || !m[2] || !m[3] || !m[4]) return null;
  return { text: text.trim(), parts: [m[1], m[2], m[4]], apostrophe: m[3] === "'" };
}

/**
 * A year as written: four digits as they are; after Quicken's apostrophe 2000 + the digits
 * (`'18` → 2018, `' 5` → 2005); other one- or two-digit years by a 1970 window (00–69 → 20xx,
 * 70–99 → 19xx). Three digits are no year.
 */
function fullYear(text: string, apostrophe: boolean): number | null {
  if (text.length === 4) return Number(text);
  if (text.length > 2) return null;
  const yy = Number(text);
  if (apostrophe) return 2000 + yy;
  return yy < 70 ? 2000 + yy : 1900 + yy;
}

function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The day (YYYY-MM-DD) a date means when read in `order`, or null when it is no valid day that
 * way. YMD wants a four-digit year first (no program writes `18/12/19` year first); MDY and DMY
 * want one- or two-digit month and day first and the year last.
 */
export function readQifDate(date: QifDateText, order: DateOrder): string | null {
  const [a, b, c] = date.parts;
  if (order === 'YMD') {
    if (a.length !== 4 || date.apostrophe || c.length > 2) return null;
    return isoDay(Number(a), Number(b), Number(c));
  }
  if (a.length > 2) return null;
  const year = fullYear(c, date.apostrophe);
  if (year === null) return null;
  const [month, day] = order === 'MDY' ? [a, b] : [b, a];
  return isoDay(year, Number(month), Number(day));
}

/** How far the dates jump from one record to the next, in days, read in `order`. */
function totalJump(dates: QifDateText[], order: DateOrder): number {
  let total = 0;
  let previous: number | null = null;
  for (const date of dates) {
    const day = dayNumber(readQifDate(date, order) ?? '');
    if (previous !== null) total += Math.abs(day - previous);
    previous = day;
  }
  return total;
}

/**
 * The orders that read every date as a valid day, and the one to preselect: the only one when
 * one fits; when several fit, the one under which consecutive records lie closest in time (a
 * statement lists its lines in date order, so the right reading moves in small steps:
 * 01/02, 01/03, 01/05 are days apart read MDY and months apart read DMY); on a tie MDY, QIF's
 * home (Quicken US) and the order the apostrophe years come from. Null when none fits.
 */
export function chooseDateOrder(dates: QifDateText[]): {
  orders: DateOrder[];
  guess: DateOrder | null;
} {
  const orders = DATE_ORDERS.filter((order) =>
    dates.every((date) => readQifDate(date, order) !== null),
  );
  let guess: DateOrder | null = null;
  let best = Infinity;
  for (const order of orders) {
    const jump = totalJump(dates, order);
    if (jump < best) [guess, best] = [order, jump];
  }
  return { orders, guess };
}
