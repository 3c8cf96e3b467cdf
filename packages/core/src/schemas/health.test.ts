import { describe, expect, it } from 'vitest';
import { healthResultSchema, liveResponseSchema } from './health.js';

describe('healthResultSchema', () => {
  const at = '2024-06-01T12:00:00.000Z';
  it('parses a healthy result and a failing check with its error', () => {
    expect(
      healthResultSchema.safeParse({
        healthy: true,
        timestamp: at,
        checks: { database: { healthy: true, lastCheck: at } },
      }).success,
    ).toBe(true);
    const failing = {
      healthy: false,
      timestamp: at,
      checks: { database: { healthy: false, lastCheck: at, error: 'connect ECONNREFUSED' } },
    };
    expect(healthResultSchema.parse(failing)).toEqual(failing);
  });
  it('accepts no checks at all', () => {
    expect(healthResultSchema.safeParse({ healthy: true, timestamp: at, checks: {} }).success).toBe(
      true,
    );
  });
  it('refuses a check without lastCheck', () => {
    expect(
      healthResultSchema.safeParse({
        healthy: true,
        timestamp: at,
        checks: { db: { healthy: true } },
      }).success,
    ).toBe(false);
  });
  it('liveness is { ok: true }', () => {
    expect(liveResponseSchema.safeParse({ ok: true }).success).toBe(true);
    expect(liveResponseSchema.safeParse({ ok: false }).success).toBe(false);
  });
});
