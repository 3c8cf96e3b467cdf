/**
 * Calendar-day arithmetic on 'YYYY-MM-DD' strings, the one copy every area uses. Days are UTC
 * midnights, so no time zone or daylight-saving change ever makes a day 23 or 25 hours long.
 */

/** Milliseconds in one calendar day (UTC has no daylight-saving gaps). */
export const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a date; a longer ISO timestamp counts by its date part. */
export function dayNumber(iso: string): number {
  return Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / MS_PER_DAY;
}

/** The 'YYYY-MM-DD' of a day number (days since 1970-01-01). */
export function isoOf(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The date `days` days after `iso` (before it when negative). */
export function addDays(iso: string, days: number): string {
  return isoOf(dayNumber(iso) + days);
}

/** How many days from `from` to `to`: 1 for consecutive days, negative when `to` comes first. */
export function daysFromTo(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** Every calendar day from `from` to `to`, inclusive; none when `to` comes first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = dayNumber(to);
  for (let n = dayNumber(from); n <= end; n += 1) days.push(isoOf(n));
  return days;
}
