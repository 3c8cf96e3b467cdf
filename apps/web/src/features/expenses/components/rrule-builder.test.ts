import { describe, expect, it } from 'vitest';
import { fromRrule, toRrule } from './rrule-builder';

describe('the recurring form’s rule builder', () => {
  it('writes the RRULE of the API contract’s reference items and reads it back', () => {
    const rent = { freq: 'MONTHLY', interval: 1, monthDay: 1, count: 12 } as const;
    expect(toRrule(rent)).toBe('FREQ=MONTHLY;BYMONTHDAY=1;COUNT=12');
    expect(fromRrule('FREQ=MONTHLY;BYMONTHDAY=1;COUNT=12')).toEqual(rent);
    expect(toRrule({ freq: 'WEEKLY', interval: 2, monthDay: null, count: null })).toBe(
      'FREQ=WEEKLY;INTERVAL=2',
    );
  });

  it('a rule it cannot parse falls back to monthly', () => {
    expect(fromRrule('FREQ=HOURLY').freq).toBe('MONTHLY');
  });
});
