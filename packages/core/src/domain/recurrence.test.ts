import { describe, expect, it } from 'vitest';
import {
  expandRecurrence,
  iterateRecurrence,
  localDate,
  moveWeekend,
  parseRrule,
  type RecurrenceSpec,
} from './recurrence.js';
import { mulMoney, sumMoney } from './money.js';

const dates = (spec: RecurrenceSpec, from = '1900-01-01', to = '2199-12-31') =>
  expandRecurrence(spec, from, to).map((o) => o.date);
const monthly1 = { rrule: 'FREQ=MONTHLY;BYMONTHDAY=1;COUNT=12', startDate: '2026-01-01' };

describe('recurrence: the API contract’s reference items', () => {
  it('FREQ=MONTHLY;BYMONTHDAY=1;COUNT=12 from 2026-01-01: the 1st of each month, 14,400.00 for 1,200', () => {
    const got = dates({ ...monthly1, weekend: 'NONE' });
    expect(got).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
    ]);
    // 12 × 1,200.00 = 14,400.00.
    expect(sumMoney(got.map(() => 1200)).toFixed(2)).toBe('14400.00');
    expect(mulMoney(1200, got.length).toNumber()).toBe(14400);
  });

  it('weekend AFTER: 02-01 → 02-02, 03-01 → 03-02, 08-01 → 08-03, 11-01 → 11-02, the rest unmoved', () => {
    const got = expandRecurrence({ ...monthly1, weekend: 'AFTER' }, '2026-01-01', '2026-12-31');
    const moved = got.filter((o) => o.date !== o.nominal).map((o) => [o.nominal, o.date]);
    expect(moved).toEqual([
      ['2026-02-01', '2026-02-02'], // Sunday → Monday
      ['2026-03-01', '2026-03-02'], // Sunday → Monday
      ['2026-08-01', '2026-08-03'], // Saturday → Monday
      ['2026-11-01', '2026-11-02'], // Sunday → Monday
    ]);
    expect(got).toHaveLength(12);
  });

  it('weekend BEFORE: a Saturday or Sunday falls on the Friday before', () => {
    expect(moveWeekend('2026-08-01', 'BEFORE')).toBe('2026-07-31');
    expect(moveWeekend('2026-02-01', 'BEFORE')).toBe('2026-01-30');
    expect(moveWeekend('2026-02-02', 'BEFORE')).toBe('2026-02-02');
    // A due date moved into the window from a nominal date after it still counts.
    expect(
      expandRecurrence({ ...monthly1, weekend: 'BEFORE' }, '2026-01-30', '2026-01-31'),
    ).toEqual([{ nominal: '2026-02-01', date: '2026-01-30' }]);
  });

  it('FREQ=WEEKLY;INTERVAL=2;BYDAY=FR from 2026-01-02: 26 dates in 2026, the last 2026-12-18', () => {
    const got = dates(
      { rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', startDate: '2026-01-02', weekend: 'NONE' },
      '2026-01-01',
      '2026-12-31',
    );
    expect(got).toHaveLength(26);
    expect(got[0]).toBe('2026-01-02');
    expect(got[1]).toBe('2026-01-16');
    expect(got.at(-1)).toBe('2026-12-18');
  });

  it('BYMONTHDAY=31 falls on the last day of shorter months: 2026-02-28, 04-30', () => {
    const got = dates({
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=31;COUNT=4',
      startDate: '2026-01-01',
      weekend: 'NONE',
    });
    expect(got).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });
});

describe('recurrence: leap years', () => {
  it('BYMONTHDAY=31 (and 29) in February of a leap year is the 29th', () => {
    const rule = {
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=31',
      startDate: '2028-02-01',
      weekend: 'NONE' as const,
    };
    expect(dates(rule, '2028-02-01', '2028-03-31')).toEqual(['2028-02-29', '2028-03-31']);
    expect(
      dates({ ...rule, rrule: 'FREQ=MONTHLY;BYMONTHDAY=29' }, '2027-02-01', '2027-02-28'),
    ).toEqual([]);
  });

  it('yearly from 29 February: the 28th in common years, the 29th in leap years', () => {
    const got = dates({ rrule: 'FREQ=YEARLY;COUNT=5', startDate: '2024-02-29', weekend: 'NONE' });
    expect(got).toEqual(['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29']);
  });

  it('daily across 28 February: 29 February exists in 2028, not in 2100', () => {
    const spec = { rrule: 'FREQ=DAILY;COUNT=3', weekend: 'NONE' as const };
    expect(dates({ ...spec, startDate: '2028-02-28' })).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(dates({ ...spec, startDate: '2100-02-28' })).toEqual([
      '2100-02-28',
      '2100-03-01',
      '2100-03-02',
    ]);
  });
});

describe('recurrence: the rest of the subset', () => {
  it('monthly on the nth weekday: 2nd Tuesday and last Friday', () => {
    expect(
      dates({ rrule: 'FREQ=MONTHLY;BYDAY=2TU;COUNT=3', startDate: '2026-01-01', weekend: 'NONE' }),
    ).toEqual(['2026-01-13', '2026-02-10', '2026-03-10']);
    expect(
      dates({ rrule: 'FREQ=MONTHLY;BYDAY=-1FR;COUNT=3', startDate: '2026-01-01', weekend: 'NONE' }),
    ).toEqual(['2026-01-30', '2026-02-27', '2026-03-27']);
  });

  it('a 5th Monday skips the months that have none', () => {
    expect(
      dates({ rrule: 'FREQ=MONTHLY;BYDAY=5MO;COUNT=2', startDate: '2026-01-01', weekend: 'NONE' }),
    ).toEqual(['2026-03-30', '2026-06-29']);
  });

  it('weekly on two days, daily every 3 days, UNTIL inclusive, the item’s end date', () => {
    expect(
      dates({
        rrule: 'FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20260115',
        startDate: '2026-01-01',
        weekend: 'NONE',
      }),
    ).toEqual(['2026-01-01', '2026-01-05', '2026-01-08', '2026-01-12', '2026-01-15']);
    expect(
      dates({
        rrule: 'FREQ=DAILY;INTERVAL=3',
        startDate: '2026-01-30',
        endDate: '2026-02-08',
        weekend: 'NONE',
      }),
    ).toEqual(['2026-01-30', '2026-02-02', '2026-02-05', '2026-02-08']);
  });

  it('weekly without BYDAY repeats the start’s weekday; yearly with BYMONTH/BYMONTHDAY', () => {
    expect(
      dates({ rrule: 'FREQ=WEEKLY;COUNT=3', startDate: '2026-03-04', weekend: 'NONE' }),
    ).toEqual(['2026-03-04', '2026-03-11', '2026-03-18']);
    expect(
      dates({
        rrule: 'FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15;COUNT=2',
        startDate: '2026-05-01',
        weekend: 'NONE',
      }),
    ).toEqual(['2027-04-15', '2028-04-15']);
  });

  it('COUNT counts from the start date, wherever the window begins', () => {
    const spec = { ...monthly1, weekend: 'NONE' as const };
    expect(dates(spec, '2026-11-15', '2027-06-30')).toEqual(['2026-12-01']);
  });

  it('refuses what it does not support, naming the part', () => {
    expect(parseRrule('FREQ=HOURLY')).toEqual({ error: 'FREQ' });
    expect(parseRrule('FREQ=MONTHLY;BYMONTHDAY=32')).toEqual({ error: 'BYMONTHDAY' });
    expect(parseRrule('FREQ=MONTHLY;COUNT=2;UNTIL=20260101')).toEqual({ error: 'UNTIL and COUNT' });
    expect(parseRrule('FREQ=WEEKLY;BYDAY=2TU')).toEqual({ error: 'BYDAY' });
    expect(parseRrule('FREQ=DAILY;BYSETPOS=1')).toEqual({ error: 'BYSETPOS' });
    expect(parseRrule('FREQ=DAILY;UNTIL=20260230')).toEqual({ error: 'UNTIL' });
    expect(parseRrule('FREQ=DAILY;INTERVAL=0')).toEqual({ error: 'INTERVAL' });
    expect(parseRrule('RRULE:FREQ=DAILY')).toMatchObject({ rule: { freq: 'DAILY', interval: 1 } });
  });
});

describe('recurrence: the user’s time zone', () => {
  it('"today" is the calendar day in the user’s zone, across the DST change', () => {
    // Europe/Paris moved to summer time on 2026-03-29 at 01:00 UTC.
    expect(localDate(new Date('2026-03-28T23:30:00Z'), 'Europe/Paris')).toBe('2026-03-29');
    expect(localDate(new Date('2026-03-28T23:30:00Z'), 'America/New_York')).toBe('2026-03-28');
    expect(localDate(new Date('2026-03-29T22:30:00Z'), 'Europe/Paris')).toBe('2026-03-30');
    expect(localDate(new Date('2026-03-29T21:30:00Z'), 'Europe/Paris')).toBe('2026-03-29');
  });

  it('a daily rule has exactly one occurrence on each day of a DST change (spring and autumn)', () => {
    const spec = { rrule: 'FREQ=DAILY', startDate: '2026-03-27', weekend: 'NONE' as const };
    expect(dates(spec, '2026-03-28', '2026-03-30')).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect(dates(spec, '2026-10-24', '2026-10-26')).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
  });
});

describe('recurrence: the work follows the window, not the age of the item', () => {
  it('a daily item from 1900 answers a month of 2026 without walking from 1900', () => {
    const spec = { rrule: 'FREQ=DAILY', startDate: '1900-01-01', weekend: 'NONE' as const };
    let built = 0;
    for (const o of iterateRecurrence(spec, '2026-12-01', '2026-12-31')) built += o ? 1 : 0;
    expect(built).toBe(31);
    // The next one only: the lazy walk stops after it.
    const [next] = iterateRecurrence(spec, '2026-11-26', '2199-12-31');
    expect(next).toEqual({ nominal: '2026-11-26', date: '2026-11-26' });
  });

  it('COUNT still counts from the start when the walk jumps: daily, weekly, monthly, yearly', () => {
    const last = (rrule: string, startDate: string) =>
      expandRecurrence({ rrule, startDate, weekend: 'NONE' }, '2000-01-01', '2199-12-31').at(-1)
        ?.date;
    // 2000-01-01 + 9,999 days.
    expect(last('FREQ=DAILY;COUNT=10000', '2000-01-01')).toBe('2027-05-18');
    // From 1990, the 100th month that has a fifth Friday (counted by hand: 2013-11-29).
    expect(last('FREQ=MONTHLY;BYDAY=5FR;COUNT=100', '1990-01-01')).toBe('2013-11-29');
    // Mondays and Fridays from Wednesday 1999-12-01: 1,000 dates, the last 9 years 7 months on.
    const weekly = expandRecurrence(
      { rrule: 'FREQ=WEEKLY;BYDAY=MO,FR;COUNT=1000', startDate: '1999-12-01', weekend: 'NONE' },
      '1999-12-01',
      '2199-12-31',
    );
    expect(weekly).toHaveLength(1000);
    expect(
      expandRecurrence(
        { rrule: 'FREQ=WEEKLY;BYDAY=MO,FR;COUNT=1000', startDate: '1999-12-01', weekend: 'NONE' },
        weekly.at(-1)!.date,
        '2199-12-31',
      ),
    ).toEqual([weekly.at(-1)]);
    expect(last('FREQ=YEARLY;BYMONTH=3;COUNT=50', '1950-06-15')).toBe('2000-03-15');
  });

  it('an occurrence moved into the window from just before it is still found after a jump', () => {
    // Saturday 2026-08-01 moved AFTER to Monday 2026-08-03, asked from 08-02.
    expect(
      expandRecurrence(
        { rrule: 'FREQ=MONTHLY;BYMONTHDAY=1', startDate: '1901-01-01', weekend: 'AFTER' },
        '2026-08-02',
        '2026-08-10',
      ),
    ).toEqual([{ nominal: '2026-08-01', date: '2026-08-03' }]);
  });
});
