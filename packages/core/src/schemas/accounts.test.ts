import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountActiveBodySchema,
  accountSchema,
  accountStatusBodySchema,
  createAccountBodySchema,
  deleteAccountQuerySchema,
  updateAccountBodySchema,
} from './accounts.js';
import { toFieldErrors } from './field-errors.js';

function errorsOf(schema: z.ZodType, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : toFieldErrors(r.error);
}

const valid = { name: 'Main checking', type: 'CASH', balance: 1250.5, currency: 'EUR' };

describe('createAccountBodySchema', () => {
  it('accepts a valid account, balance optional', () => {
    expect(createAccountBodySchema.parse(valid)).toEqual(valid);
    const { balance: _, ...noBalance } = valid;
    expect(createAccountBodySchema.parse(noBalance)).toEqual(noBalance);
  });

  it.each(['CASH', 'STOCKS', 'CRYPTO', 'REAL_ESTATE', 'FX', 'PERSONAL_EXPENSES'])(
    'accepts type %s',
    (type) => {
      expect(createAccountBodySchema.safeParse({ ...valid, type }).success).toBe(true);
    },
  );

  it.each([
    ['name', undefined, 'Name is required'],
    ['name', '  ', 'Name is required'],
    ['name', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['type', undefined, 'Type is required'],
    [
      'type',
      'SAVINGS',
      'Type must be one of: CASH, STOCKS, CRYPTO, REAL_ESTATE, FX, PERSONAL_EXPENSES',
    ],
    ['balance', -0.01, 'Balance must be at least 0'],
    ['balance', '10', 'Balance is invalid'],
    ['currency', undefined, 'Currency is required'],
    ['currency', 'eur', 'Currency is invalid'],
    ['currency', 'EURO', 'Currency is invalid'],
    ['currency', 'ABC', 'Currency is invalid'], // three capitals, but not an ISO 4217 code
  ])('%s %j → %s', (field, value, message) => {
    expect(errorsOf(createAccountBodySchema, { ...valid, [field]: value })).toEqual({
      [field]: [message],
    });
  });

  it('accepts boundary values: 1 and 100 characters, balance 0', () => {
    expect(createAccountBodySchema.safeParse({ ...valid, name: 'x', balance: 0 }).success).toBe(
      true,
    );
    expect(createAccountBodySchema.safeParse({ ...valid, name: 'x'.repeat(100) }).success).toBe(
      true,
    );
  });

  it('refuses unknown keys (a client cannot set active or openingBalance)', () => {
    expect(errorsOf(createAccountBodySchema, { ...valid, active: false })).toEqual({
      active: ['Active is not allowed'],
    });
  });
});

describe('updateAccountBodySchema', () => {
  it('takes any subset of name, type, currency', () => {
    expect(updateAccountBodySchema.parse({})).toEqual({});
    expect(updateAccountBodySchema.parse({ name: 'Renamed' })).toEqual({ name: 'Renamed' });
  });
  it('refuses balance (the ledger moves it) and bad values', () => {
    expect(errorsOf(updateAccountBodySchema, { balance: 5, currency: 'usd' })).toEqual({
      balance: ['Balance is not allowed'],
      currency: ['Currency is invalid'],
    });
  });
});

describe('status bodies', () => {
  it('PATCH status takes active with optional reason and comment', () => {
    expect(
      accountStatusBodySchema.parse({ active: false, reason: 'closed', comment: null }),
    ).toEqual({
      active: false,
      reason: 'closed',
      comment: null,
    });
    expect(errorsOf(accountStatusBodySchema, { active: 'no' })).toEqual({
      active: ['Active is invalid'],
    });
    expect(errorsOf(accountStatusBodySchema, {})).toEqual({ active: ['Active is required'] });
    expect(
      Object.keys(errorsOf(accountStatusBodySchema, { active: true, reason: 'Closed' })),
    ).toEqual(['reason']);
    expect(errorsOf(accountStatusBodySchema, { active: true, comment: 'x'.repeat(501) })).toEqual({
      comment: ['Comment must be at most 500 characters'],
    });
  });
  it('the PATCH fallback takes active only', () => {
    expect(accountActiveBodySchema.parse({ active: true })).toEqual({ active: true });
    expect(accountActiveBodySchema.safeParse({ active: true, reason: 'x' }).success).toBe(false);
  });
});

describe('deleteAccountQuerySchema', () => {
  it.each([
    [{}, false],
    [{ cascade: 'true' }, true],
    [{ cascade: 'false' }, false], // z.coerce.boolean would say true here
    [{ cascade: '1' }, true],
  ])('%j → cascade %s', (query, cascade) => {
    expect(deleteAccountQuerySchema.parse(query).cascade).toBe(cascade);
  });
  it('refuses nonsense', () => {
    expect(deleteAccountQuerySchema.safeParse({ cascade: 'maybe' }).success).toBe(false);
  });
});

describe('accountSchema', () => {
  it('parses an account with and without a last status change', () => {
    const account = {
      id: 3,
      name: 'Broker',
      type: 'STOCKS',
      currency: 'USD',
      balance: 1000,
      openingBalance: 500,
      openingDate: '2024-01-01',
      active: true,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-02T00:00:00.000Z',
      lastStatusChange: null,
    };
    expect(accountSchema.safeParse(account).success).toBe(true);
    const change = {
      id: 1,
      accountId: 3,
      accountName: 'Broker',
      previousActive: true,
      active: false,
      reason: null,
      comment: null,
      changedAt: '2024-01-03T10:00:00.000Z',
      changedBy: 7,
    };
    expect(accountSchema.safeParse({ ...account, lastStatusChange: change }).success).toBe(true);
    expect(accountSchema.safeParse({ ...account, balance: '1000' }).success).toBe(false);
  });
});

describe('costBasis', () => {
  it('is chosen at creation for an investment type only', () => {
    expect(
      createAccountBodySchema.safeParse({ ...valid, type: 'STOCKS', costBasis: 'LIFO' }).success,
    ).toBe(true);
    expect(errorsOf(createAccountBodySchema, { ...valid, costBasis: 'LIFO' })).toEqual({
      costBasis: [
        'Cost basis can be chosen for investment accounts only (stocks, crypto, foreign exchange)',
      ],
    });
    expect(errorsOf(updateAccountBodySchema, { costBasis: 'HIFO' })).toEqual({
      costBasis: ['Cost basis must be one of: FIFO, LIFO, AVERAGE'],
    });
  });
});
