/**
 * Recurring items (API.md "Recurring"): the RRULE subset a household needs, expanded into
 * calendar dates. Everything here is a calendar day ('YYYY-MM-DD'): an occurrence is "on the 1st",
 * not at an instant, so a DST change in the user's zone can neither add nor drop one. The zone only
 * decides which day "today" is (`localDate`).
 *
 * Supported (RFC 5545 names): FREQ=DAILY|WEEKLY|MONTHLY|YEARLY; INTERVAL=n; BYDAY=MO,FR (weekly) or
 * one nth weekday (monthly: 1MO, 2TU, -1FR); BYMONTHDAY=d (1…31, or -1 for the last day; a day past
 * the month's end falls on its last day, unlike RFC 5545 which skips the month); BYMONTH=m (yearly);
 * UNTIL=YYYYMMDD (inclusive) or COUNT=n. Without BYDAY/BYMONTHDAY/BYMONTH the start date gives them.
 */

import { addDays, dayNumber, isoOf } from './days.js';
import { nominalDates, weekdayOf } from './recurrence-dates.js';

export { daysInMonth } from './recurrence-dates.js';

export const WEEKEND_MOVES = ['NONE', 'BEFORE', 'AFTER'] as const;
export type WeekendMove = (typeof WEEKEND_MOVES)[number];

export const RRULE_FREQS = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RruleFreq = (typeof RRULE_FREQS)[number];

const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

export interface Rrule {
  freq: RruleFreq;
  interval: number;
  /** Weekly: ISO weekdays 1 (Monday) … 7 (Sunday). */
  byDay: number[];
  /** Monthly: the nth weekday (n 1…5 or −1…−5). */
  nthDay: { n: number; weekday: number } | null;
  /** 1…31, or −1 for the month's last day. */
  byMonthDay: number | null;
  byMonth: number | null;
  until: string | null;
  count: number | null;
}

/** The largest COUNT accepted (a daily rule for 27 years); an expansion always stops at its `to`. */
export const RECURRENCE_MAX_OCCURRENCES = 10_000;

/** The calendar day an instant falls on in a time zone (IANA name): the user's "today". */
export function localDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Parses the supported subset; a message naming the part it refuses otherwise. */
export function parseRrule(text: string): { rule: Rrule } | { error: string } {
  const parts = new Map<string, string>();
  for (const piece of text
    .trim()
    .replace(/^RRULE:/i, '')
    .split(';')) {
    if (piece === '') continue;
    const [key, value, ...rest] = piece.split('=');
    if (!key || value === undefined || rest.length > 0) return { error: `bad part '${piece}'` };
    const k = key.toUpperCase();
    if (parts.has(k)) return { error: `${k} given twice` };
    parts.set(k, value.toUpperCase());
  }
  const freq = parts.get('FREQ');
  if (!freq || !(RRULE_FREQS as readonly string[]).includes(freq)) return { error: 'FREQ' };
  const int = (k: string, min: number, max: number): number | null | undefined => {
    const v = parts.get(k);
    if (v === undefined) return null;
    if (!/^-?[0-9]{1,5}$/.test(v)) return undefined;
    const n = Number(v);
    return n >= min && n <= max ? n : undefined;
  };
  const interval = int('INTERVAL', 1, 999);
  const count = int('COUNT', 1, RECURRENCE_MAX_OCCURRENCES);
  const byMonth = int('BYMONTH', 1, 12);
  const byMonthDay = int('BYMONTHDAY', -1, 31);
  if (interval === undefined) return { error: 'INTERVAL' };
  if (count === undefined) return { error: 'COUNT' };
  if (byMonth === undefined) return { error: 'BYMONTH' };
  if (byMonthDay === undefined || byMonthDay === 0) return { error: 'BYMONTHDAY' };
  let until: string | null = null;
  const u = parts.get('UNTIL');
  if (u !== undefined) {
    const m = /^(\d{4})-?(\d{2})-?(\d{2})(T\d{6}Z?)?$/.exec(u);
    const iso = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
    if (!m || Number.isNaN(dayNumber(iso)) || isoOf(dayNumber(iso)) !== iso)
      return { error: 'UNTIL' };
    until = iso;
  }
  if (until !== null && count !== null) return { error: 'UNTIL and COUNT' };
  const byDay: number[] = [];
  let nthDay: Rrule['nthDay'] = null;
  const days = parts.get('BYDAY');
  if (days !== undefined) {
    for (const d of days.split(',')) {
      const m = /^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/.exec(d);
      if (!m) return { error: 'BYDAY' };
      const weekday = WEEKDAYS.indexOf(m[2] as (typeof WEEKDAYS)[number]) + 1;
      if (m[1] !== undefined) {
        if (freq !== 'MONTHLY' || days.includes(',')) return { error: 'BYDAY' };
        nthDay = { n: Number(m[1]), weekday };
      } else {
        if (freq !== 'WEEKLY') return { error: 'BYDAY' };
        if (!byDay.includes(weekday)) byDay.push(weekday);
      }
    }
  }
  if (nthDay && byMonthDay !== null) return { error: 'BYDAY and BYMONTHDAY' };
  if (byMonthDay !== null && (freq === 'DAILY' || freq === 'WEEKLY'))
    return { error: 'BYMONTHDAY' };
  if (byMonth !== null && freq !== 'YEARLY') return { error: 'BYMONTH' };
  for (const k of parts.keys()) {
    if (!['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH'].includes(k))
      return { error: k };
  }
  return {
    rule: {
      freq: freq as RruleFreq,
      interval: interval ?? 1,
      byDay: byDay.sort((a, b) => a - b),
      nthDay,
      byMonthDay,
      byMonth,
      until,
      count,
    },
  };
}

/** A Saturday or Sunday moved to the Friday before or the Monday after. */
export function moveWeekend(date: string, move: WeekendMove): string {
  const wd = weekdayOf(dayNumber(date));
  if (move === 'NONE' || wd < 6) return date;
  return move === 'BEFORE' ? addDays(date, 5 - wd) : addDays(date, 8 - wd);
}

export interface RecurrenceSpec {
  rrule: string;
  startDate: string;
  /** Inclusive; the item's own end besides the rule's UNTIL. */
  endDate?: string | null;
  weekend: WeekendMove;
}

export interface Occurrence {
  /** The rule's date: the occurrence's identity (a skip or a posting is keyed by it). */
  nominal: string;
  /** The day it is due: the nominal date moved off a weekend as asked. */
  date: string;
}

/**
 * The occurrences due within [from, to] (by due date), in order, lazily: a caller that wants the
 * next one stops after it. COUNT and UNTIL count nominal dates (RFC 5545), the weekend move comes
 * after; a rule that does not parse has none. The walk starts a few days before `from` whatever
 * the start date, so the work follows the window asked, not the age of the item.
 */
export function* iterateRecurrence(
  spec: RecurrenceSpec,
  from: string,
  to: string,
): Generator<Occurrence> {
  const parsed = parseRrule(spec.rrule);
  if (!('rule' in parsed)) return;
  const { rule } = parsed;
  let seen = 0;
  // A nominal date up to 2 days before `from` may be due inside it (a Saturday moved AFTER), and
  // one up to 2 days after `to` too (a Sunday moved BEFORE).
  const near = addDays(from, -3);
  const horizon = addDays(to, 2);
  for (const nominal of nominalDates(rule, spec.startDate, near, (n) => (seen += n))) {
    if (nominal > horizon) return;
    if (rule.until !== null && nominal > rule.until) return;
    if (spec.endDate && nominal > spec.endDate) return;
    seen++;
    if (rule.count !== null && seen > rule.count) return;
    const date = moveWeekend(nominal, spec.weekend);
    if (date >= from && date <= to) yield { nominal, date };
  }
}

/** Every occurrence due within [from, to], in order (see iterateRecurrence). */
export function expandRecurrence(spec: RecurrenceSpec, from: string, to: string): Occurrence[] {
  return [...iterateRecurrence(spec, from, to)];
}
