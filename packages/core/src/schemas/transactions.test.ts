import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from './field-errors.js';
import {
  createTransactionBodySchema,
  transactionListQuerySchema,
  transactionSchema,
  transferIssues,
  updateTransactionBodySchema,
} from './transactions.js';

function errorsOf(schema: z.ZodType, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : toFieldErrors(r.error);
}

const valid = {
  accountId: 1,
  amount: 42.5,
  type: 'EXPENSE',
  category: 'Food',
  description: 'Lunch',
  date: '2024-03-01',
};

describe('createTransactionBodySchema', () => {
  it('accepts a valid transaction, optional fields left out or null', () => {
    expect(createTransactionBodySchema.parse(valid)).toEqual(valid);
    expect(
      createTransactionBodySchema.safeParse({
        accountId: 1,
        amount: 0.01,
        type: 'INCOME',
        date: '2024-02-29',
      }).success,
    ).toBe(true);
    expect(
      createTransactionBodySchema.safeParse({ ...valid, category: null, description: null })
        .success,
    ).toBe(true);
  });

  it.each([
    ['amount', 0, 'Amount must be at least 0.01'],
    ['amount', 0.009, 'Amount must be at least 0.01'],
    ['amount', -5, 'Amount must be at least 0.01'],
    ['amount', undefined, 'Amount is required'],
    ['amount', 2e12, 'Amount must be at most 1000000000000'],
    ['accountId', 0, 'Account id must be at least 1'],
    ['accountId', 1.5, 'Account id is invalid'],
    ['accountId', undefined, 'Account id is required'],
    ['type', 'REFUND', 'Type must be one of: DEPOSIT, WITHDRAWAL, TRANSFER, INCOME, EXPENSE'],
    ['category', 'x'.repeat(51), 'Category must be at most 50 characters'],
    ['description', 'x'.repeat(501), 'Description must be at most 500 characters'],
    ['date', '2023-02-29', 'Date must be a valid date'],
    ['date', '01/03/2024', 'Date must be a valid date'],
    ['date', undefined, 'Date is required'],
  ])('%s %j → %s', (field, value, message) => {
    expect(errorsOf(createTransactionBodySchema, { ...valid, [field]: value })).toEqual({
      [field]: [message],
    });
  });

  it('accepts the limits exactly', () => {
    const body = { ...valid, category: 'x'.repeat(50), description: 'x'.repeat(500) };
    expect(createTransactionBodySchema.safeParse(body).success).toBe(true);
  });

  it('a TRANSFER needs another target account', () => {
    const transfer = { ...valid, type: 'TRANSFER' };
    expect(errorsOf(createTransactionBodySchema, transfer)).toEqual({
      toAccountId: ['To account id is required'],
    });
    expect(errorsOf(createTransactionBodySchema, { ...transfer, toAccountId: 1 })).toEqual({
      toAccountId: ['Cannot transfer to the same account'],
    });
    expect(createTransactionBodySchema.safeParse({ ...transfer, toAccountId: 2 }).success).toBe(
      true,
    );
  });

  it('other types take no target account', () => {
    expect(errorsOf(createTransactionBodySchema, { ...valid, toAccountId: 2 })).toEqual({
      toAccountId: ['To account id is invalid'],
    });
    expect(createTransactionBodySchema.safeParse({ ...valid, toAccountId: null }).success).toBe(
      true,
    );
  });

  it('refuses unknown keys', () => {
    expect(errorsOf(createTransactionBodySchema, { ...valid, currency: 'EUR' })).toEqual({
      currency: ['Currency is not allowed'],
    });
  });
});

describe('updateTransactionBodySchema', () => {
  it('takes any subset with the same field rules', () => {
    expect(updateTransactionBodySchema.parse({ amount: 3 })).toEqual({ amount: 3 });
    expect(errorsOf(updateTransactionBodySchema, { amount: 0 })).toEqual({
      amount: ['Amount must be at least 0.01'],
    });
    expect(updateTransactionBodySchema.safeParse({ note: 'x' }).success).toBe(false);
  });
});

describe('transferIssues', () => {
  it('judges a merged row', () => {
    expect(transferIssues({ type: 'TRANSFER', accountId: 1, toAccountId: 2 })).toEqual([]);
    expect(transferIssues({ type: 'TRANSFER', accountId: 1, toAccountId: 1 })).toHaveLength(1);
    expect(transferIssues({ type: 'DEPOSIT', accountId: 1, toAccountId: null })).toEqual([]);
  });
});

describe('transactionListQuerySchema', () => {
  it('coerces query strings and applies page defaults', () => {
    expect(
      transactionListQuerySchema.parse({
        accountId: '4',
        type: 'INCOME',
        from: '2024-01-01',
        to: '2024-01-31',
      }),
    ).toEqual({
      accountId: 4,
      type: 'INCOME',
      from: '2024-01-01',
      to: '2024-01-31',
      page: 1,
      pageSize: 50,
    });
  });
  it('refuses bad filters', () => {
    expect(
      errorsOf(transactionListQuerySchema, { accountId: 'x', from: '2024-13-01', pageSize: '501' }),
    ).toEqual({
      accountId: ['Account id is invalid'],
      from: ['From must be a valid date'],
      pageSize: ['Page size must be at most 500'],
    });
  });
});

describe('transactionSchema', () => {
  it('parses a stored transaction', () => {
    const t = {
      id: 9,
      accountId: 1,
      toAccountId: null,
      type: 'DEPOSIT',
      amount: 100,
      currency: 'EUR',
      category: null,
      description: null,
      date: '2024-03-01',
      createdAt: '2024-03-01T08:00:00.000Z',
      updatedAt: '2024-03-01T08:00:00.000Z',
      toAmount: null,
      toCurrency: null,
      splits: [],
    };
    expect(transactionSchema.safeParse(t).success).toBe(true);
    const split = { ...t, splits: [{ category: 'Groceries', amount: 100, description: null }] };
    expect(transactionSchema.safeParse(split).success).toBe(true);
    expect(transactionSchema.safeParse({ ...t, date: '2024-03-01T00:00:00Z' }).success).toBe(false);
  });
});

describe('split lines in a body', () => {
  const base = { accountId: 1, type: 'EXPENSE', amount: 10, date: '2025-01-01' };
  const line = (amount: number) => ({ category: 'Groceries', amount });
  it('takes two lines or more, none to unsplit, and refuses one line or more than 50', () => {
    expect(
      createTransactionBodySchema.safeParse({ ...base, splits: [line(4), line(6)] }).success,
    ).toBe(true);
    expect(updateTransactionBodySchema.safeParse({ splits: [] }).success).toBe(true);
    const one = createTransactionBodySchema.safeParse({ ...base, splits: [line(10)] });
    expect(one.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['splits', 'Splits must be at least 2'],
    ]);
    const many = Array.from({ length: 51 }, () => line(0.01));
    expect(createTransactionBodySchema.safeParse({ ...base, splits: many }).success).toBe(false);
  });
  it('names the line and field of a bad line', () => {
    const bad = createTransactionBodySchema.safeParse({
      ...base,
      splits: [line(4), { category: '', amount: 6 }],
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['splits.1.category', 'Category is required'],
    ]);
  });
});
