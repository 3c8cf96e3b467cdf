import { cutQifDate, readQifDate, type DateOrder, type QifDateText } from '@wealthlog/core';

/** The first date a QIF file writes (its first `D` field), as written; null when it has none. */
export function firstQifDate(text: string): QifDateText | null {
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (!line.startsWith('D')) continue;
    const date = cutQifDate(line.slice(1));
    if (date) return date;
  }
  return null;
}

/** The day (YYYY-MM-DD) that date means in each order, as the server reads it. */
export function readEachWay(
  date: QifDateText,
  orders: readonly DateOrder[],
): Partial<Record<DateOrder, string>> {
  const out: Partial<Record<DateOrder, string>> = {};
  for (const order of orders) {
    const day = readQifDate(date, order);
    if (day) out[order] = day;
  }
  return out;
}
