import { describe, expect, it } from 'vitest';
import { untilMidnight } from './midnight.js';

describe('untilMidnight', () => {
  it('counts to the next midnight of the zone', () => {
    const at = new Date('2026-01-15T22:55:00.250Z'); // 23:55 in Paris (UTC+1), 22:55 in UTC
    expect(untilMidnight('Europe/Paris', at)).toBe(5 * 60_000 - 250);
    expect(untilMidnight('UTC', at)).toBe(65 * 60_000 - 250);
    const summer = new Date('2026-07-15T21:59:30.000Z'); // 23:59:30 in Paris (UTC+2)
    expect(untilMidnight('Europe/Paris', summer)).toBe(30_000);
  });
});
