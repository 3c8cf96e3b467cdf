import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from './field-errors.js';
import {
  generalSettingsSchema,
  findDuplicateItem,
  isBreakEvenRangeValid,
  tradingSettingsSchema,
  updateGeneralSettingsBodySchema,
  updateTradingSettingsBodySchema,
} from './settings.js';

function errorsOf(schema: z.ZodType, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : toFieldErrors(r.error);
}

describe('general settings', () => {
  it('PUT takes any subset', () => {
    expect(updateGeneralSettingsBodySchema.parse({})).toEqual({});
    const all = {
      displayMode: 'dark',
      language: 'ar',
      currency: 'MAD',
      timezone: 'Africa/Casablanca',
    };
    expect(updateGeneralSettingsBodySchema.parse(all)).toEqual(all);
    expect(updateGeneralSettingsBodySchema.parse({ timezone: 'UTC' })).toEqual({ timezone: 'UTC' });
  });

  it('refuses bad values with SPEC messages', () => {
    expect(
      errorsOf(updateGeneralSettingsBodySchema, {
        displayMode: 'dim',
        language: 'de',
        currency: 'XYZ',
        timezone: 'Mars/Olympus',
      }),
    ).toEqual({
      displayMode: ['Display mode must be one of: light, dark, system'],
      language: ['Language must be one of: en, fr, ar'],
      currency: ['Currency is invalid'],
      timezone: ['Timezone is invalid'],
    });
    expect(errorsOf(updateGeneralSettingsBodySchema, { theme: 'dark' })).toEqual({
      theme: ['Theme is not allowed'],
    });
  });

  it('GET answer', () => {
    const s = { displayMode: 'system', language: 'en', currency: 'EUR', timezone: 'Europe/Paris' };
    expect(generalSettingsSchema.safeParse(s).success).toBe(true);
    expect(generalSettingsSchema.safeParse({ ...s, language: 'de' }).success).toBe(false);
  });
});

describe('trading settings', () => {
  const full = {
    instruments: ['EURUSD', 'AAPL'],
    patterns: ['Breakout'],
    defaultFees: 1.5,
    breakEvenMin: -5,
    breakEvenMax: 5,
  };

  it('PUT takes any subset', () => {
    expect(updateTradingSettingsBodySchema.parse(full)).toEqual(full);
    expect(updateTradingSettingsBodySchema.parse({ defaultFees: 0 })).toEqual({ defaultFees: 0 });
    expect(tradingSettingsSchema.safeParse(full).success).toBe(true);
  });

  it('requires min < max when both are sent', () => {
    expect(errorsOf(updateTradingSettingsBodySchema, { breakEvenMin: 5, breakEvenMax: 5 })).toEqual(
      {
        breakEvenMin: ['Break-even min must be less than break-even max'],
      },
    );
    expect(
      errorsOf(updateTradingSettingsBodySchema, { breakEvenMin: 6, breakEvenMax: -1 }),
    ).toEqual({
      breakEvenMin: ['Break-even min must be less than break-even max'],
    });
    expect(updateTradingSettingsBodySchema.safeParse({ breakEvenMin: 10 }).success).toBe(true);
  });

  it('isBreakEvenRangeValid serves the server merge', () => {
    expect(isBreakEvenRangeValid(-1, 1)).toBe(true);
    expect(isBreakEvenRangeValid(1, 1)).toBe(false);
    expect(isBreakEvenRangeValid(undefined, 1)).toBe(true);
  });

  it('refuses negative fees and blank list items', () => {
    expect(
      errorsOf(updateTradingSettingsBodySchema, {
        defaultFees: -0.01,
        instruments: ['EURUSD', ' '],
      }),
    ).toEqual({
      defaultFees: ['Default fees must be at least 0'],
      'instruments.1': ['Instrument is required'],
    });
  });
});

describe('trading settings lists', () => {
  it('refuses duplicates case-insensitively, on the list field', () => {
    expect(
      errorsOf(updateTradingSettingsBodySchema, {
        instruments: ['EURUSD', 'AAPL', 'eurusd'],
        patterns: ['Breakout', ' breakout '],
      }),
    ).toEqual({
      instruments: ['Instruments must not contain duplicates (eurusd)'],
      patterns: ['Patterns must not contain duplicates (breakout)'],
    });
    expect(findDuplicateItem(['a', 'B', 'c'])).toBeUndefined();
    expect(findDuplicateItem(['a', 'B', 'b'])).toBe('b');
  });
});
