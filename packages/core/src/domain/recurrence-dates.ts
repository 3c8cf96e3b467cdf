/**
 * Calendar-day arithmetic of recurring items and the walk over a rule's nominal dates
 * (recurrence.ts holds the rule, its parsing and the occurrences; days.ts the plain day
 * arithmetic). Days are numbers of days since 1970-01-01 or 'YYYY-MM-DD' strings; no time of day,
 * no zone.
 */
import { dayNumber, isoOf, MS_PER_DAY } from './days.js';
import type { Rrule } from './recurrence.js';
/** ISO weekday of a day number: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export const weekdayOf = (n: number) => ((((n + 3) % 7) + 7) % 7) + 1;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function ymd(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day of a month: a day past its end (31 in February) falls on its last day; −1 is the last. */
function monthDay(year: number, month: number, day: number): string {
  const last = daysInMonth(year, month);
  return ymd(year, month, day < 0 ? last : Math.min(day, last));
}

/** The nth weekday of a month (n < 0 counts from its end) as a day of the month; null if none. */
function nthWeekdayDay(year: number, month: number, n: number, weekday: number): number | null {
  const last = daysInMonth(year, month);
  if (n > 0) {
    const first = weekdayOf(Date.UTC(year, month - 1, 1) / MS_PER_DAY);
    const day = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
    return day <= last ? day : null;
  }
  const lastWd = weekdayOf(Date.UTC(year, month - 1, last) / MS_PER_DAY);
  const day = last - ((lastWd - weekday + 7) % 7) + (n + 1) * 7;
  return day >= 1 ? day : null;
}

/** The rule's date in the month `index` (year × 12 + month − 1) of a monthly or yearly rule. */
function periodDate(rule: Rrule, index: number, startDay: number): string | null {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  if (!rule.nthDay) return monthDay(year, month, rule.byMonthDay ?? startDay);
  const day = nthWeekdayDay(year, month, rule.nthDay.n, rule.nthDay.weekday);
  return day === null ? null : ymd(year, month, day);
}

/**
 * The rule's nominal dates from `start` on, in order, before COUNT/UNTIL (a lazy sequence), begun
 * near `near` rather than at `start` (the work follows the window: an item from 1900 must not walk
 * 46,000 days to answer next month). `skipped` receives how many dates the jump passed over, so COUNT still
 * counts from the start; the jump lands on or before `near`, never after it.
 */
export function* nominalDates(
  rule: Rrule,
  start: string,
  near: string,
  skipped: (n: number) => void,
): Generator<string> {
  const s = dayNumber(start);
  const target = Math.max(s, dayNumber(near));
  const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number];
  if (rule.freq === 'DAILY') {
    const k = Math.floor((target - s) / rule.interval);
    skipped(k);
    for (let n = s + k * rule.interval; ; n += rule.interval) yield isoOf(n);
  }
  if (rule.freq === 'WEEKLY') {
    const days = rule.byDay.length > 0 ? rule.byDay : [weekdayOf(s)];
    // Weeks start on Monday (RFC 5545's default WKST); every interval-th week from start's week.
    const monday0 = s - (weekdayOf(s) - 1);
    const period = 7 * rule.interval;
    const w = Math.floor((target - monday0) / period);
    const inFirstWeek = days.filter((d) => monday0 + d - 1 >= s).length;
    skipped(w === 0 ? 0 : inFirstWeek + (w - 1) * days.length);
    for (let monday = monday0 + w * period; ; monday += period) {
      for (const d of days) if (monday + d - 1 >= s) yield isoOf(monday + d - 1);
    }
  }
  const step = rule.freq === 'MONTHLY' ? rule.interval : 12 * rule.interval;
  const firstMonth = rule.freq === 'YEARLY' && rule.byMonth !== null ? rule.byMonth : sm;
  const first = sy * 12 + (firstMonth - 1);
  const [ty, tm] = isoOf(target).split('-').map(Number) as [number, number];
  // One period before the target's month: its date may still be due inside the window.
  const jump = Math.max(0, Math.floor((ty * 12 + tm - 1 - first) / step) - 1);
  // Only COUNT needs to know how many dates were passed over. Every period has exactly one date,
  // but the first may fall before the start and a fifth weekday is missing from some months.
  if (jump > 0 && rule.count !== null) {
    let passed = 0;
    const sparse = rule.nthDay !== null && Math.abs(rule.nthDay.n) === 5;
    for (let i = 0; i < jump; i++) {
      if (i > 0 && !sparse) {
        passed += jump - i;
        break;
      }
      const date = periodDate(rule, first + i * step, sd);
      if (date !== null && date >= start) passed++;
    }
    skipped(passed);
  }
  for (let i = jump; ; i++) {
    const index = first + i * step;
    if (index >= 10000 * 12) return;
    const date = periodDate(rule, index, sd);
    if (date !== null && date >= start) yield date;
  }
}
