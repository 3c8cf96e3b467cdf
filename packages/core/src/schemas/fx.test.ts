import { describe, expect, it } from 'vitest';
import { createFxRateBodySchema, fxRateListQuerySchema } from './fx.js';

describe('createFxRateBodySchema', () => {
  it('takes a positive rate between two ISO currencies', () => {
    const body = { date: '2025-05-09', base: 'EUR', quote: 'USD', rate: 1.1252 };
    expect(createFxRateBodySchema.parse(body)).toEqual(body);
  });
  it('refuses the same currency twice, a zero rate, unknown keys and bad codes', () => {
    const ok = { date: '2025-05-09', base: 'EUR', quote: 'USD', rate: 1.1 };
    expect(createFxRateBodySchema.safeParse({ ...ok, quote: 'EUR' }).success).toBe(false);
    expect(createFxRateBodySchema.safeParse({ ...ok, rate: 0 }).success).toBe(false);
    expect(createFxRateBodySchema.safeParse({ ...ok, extra: 1 }).success).toBe(false);
    expect(createFxRateBodySchema.safeParse({ ...ok, base: 'eur' }).success).toBe(false);
    expect(createFxRateBodySchema.safeParse({ ...ok, date: '2025-02-30' }).success).toBe(false);
  });
});

describe('fxRateListQuerySchema', () => {
  it('upper-cases codes and bounds the limit', () => {
    expect(fxRateListQuerySchema.parse({ base: 'usd' })).toEqual({ base: 'USD', limit: 1000 });
    expect(fxRateListQuerySchema.safeParse({ limit: '10001' }).success).toBe(false);
    // A retired currency of the ECB history is still a valid code to ask for.
    expect(fxRateListQuerySchema.parse({ quote: 'CYP', limit: '5' })).toEqual({
      quote: 'CYP',
      limit: 5,
    });
  });
});
