import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, daysBetween, daysFromTo, isoOf, MS_PER_DAY } from './days.js';

describe('day arithmetic', () => {
  it('numbers days from 1970-01-01 and back', () => {
    expect(MS_PER_DAY).toBe(24 * 60 * 60 * 1000);
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(dayNumber('2026-03-29T23:30:00Z')).toBe(dayNumber('2026-03-29'));
    expect(isoOf(dayNumber('2024-02-29'))).toBe('2024-02-29');
    expect(Number.isNaN(dayNumber('not a day'))).toBe(true);
  });

  it('adds days across months, leap days and daylight-saving changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-01-01', 0)).toBe('2026-01-01');
    expect(addDays('2025-06-15', 365)).toBe('2026-06-15');
  });

  it('counts the days between two dates, signed', () => {
    expect(daysFromTo('2026-01-01', '2026-01-02')).toBe(1);
    expect(daysFromTo('2026-01-02', '2026-01-01')).toBe(-1);
    expect(daysFromTo('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysFromTo('2026-03-01', '2026-03-01')).toBe(0);
  });

  it('lists every day of a range, inclusive', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(daysBetween('2025-01-01', '2025-01-01')).toEqual(['2025-01-01']);
    expect(daysBetween('2025-01-02', '2025-01-01')).toEqual([]);
  });
});
