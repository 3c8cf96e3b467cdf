import { API_TOKEN_MAX_DAYS } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { EXPIRY_CHOICES, expiresAtFor, isExpired } from './expiry';

describe('token expiry choices', () => {
  const now = new Date('2026-03-01T10:00:00.000Z');

  it('adds whole days to now, or sends null for never', () => {
    expect(expiresAtFor('30', now)).toBe('2026-03-31T10:00:00.000Z');
    // 2026 is no leap year: 365 days after 1 March is 1 March.
    expect(expiresAtFor('365', now)).toBe('2027-03-01T10:00:00.000Z');
    expect(expiresAtFor('never', now)).toBeNull();
  });

  it('offers nothing the server refuses', () => {
    for (const choice of EXPIRY_CHOICES.filter((c) => c !== 'never'))
      expect(Number(choice)).toBeLessThanOrEqual(API_TOKEN_MAX_DAYS);
  });

  it('calls a token expired from its expiry on, never when it has none', () => {
    expect(isExpired(null, now.getTime())).toBe(false);
    expect(isExpired('2026-03-01T10:00:00.000Z', now.getTime())).toBe(true);
    expect(isExpired('2026-03-01T10:00:01.000Z', now.getTime())).toBe(false);
  });
});
