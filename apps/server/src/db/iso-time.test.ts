import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time.js';

describe('isoTime', () => {
  it('rewrites PostgreSQL UTC text as ISO 8601 with milliseconds, as Date parsing would', () => {
    for (const text of [
      '2024-01-01 10:00:00.123456+00',
      '2024-01-01 10:00:00.1+00',
      '2024-02-29 23:59:59+00',
      '1999-12-31 00:00:00.999999+00',
    ]) {
      const parsed = new Date(text.replace(' ', 'T').replace(/\+00$/, 'Z')).toISOString();
      expect(isoTime(text)).toBe(parsed);
    }
    expect(isoTime('2024-01-01 10:00:00.123456+00')).toBe('2024-01-01T10:00:00.123Z');
  });

  it('converts other offsets and Date values to UTC', () => {
    expect(isoTime('2024-01-01 10:00:00.5+02')).toBe('2024-01-01T08:00:00.500Z');
    expect(isoTime('2024-01-01 01:00:00-05')).toBe('2024-01-01T06:00:00.000Z');
    expect(isoTime(new Date(Date.UTC(2024, 0, 1, 10)))).toBe('2024-01-01T10:00:00.000Z');
  });
});
