import { describe, expect, it } from 'vitest';
import { AREAS } from '../../areas/index.js';
import { backupKindsOf } from '../../areas/plug-in.js';
import { accounts, budgets, rules, transactions } from '../../db/schema/index.js';
import { resolveKinds } from './kind.js';
import { rowSchema } from './row-schema.js';

const kinds = resolveKinds(backupKindsOf(AREAS));
const kind = (name: string) => kinds.find((k) => k.kind === name)!;
const refs = (name: string) =>
  Object.fromEntries(
    kind(name)
      .columns.filter((c) => c.ref)
      .map((c) => [c.key, c.ref]),
  );

describe('backup kinds read from the schema', () => {
  it('finds the references the foreign keys declare, and the ones the areas add', () => {
    expect(refs('transactions')).toEqual({
      accountId: 'accounts',
      toAccountId: 'accounts',
      recurringId: 'recurringItems',
    });
    expect(refs('transactionSplits')).toEqual({ transactionId: 'transactions' });
    expect(refs('accountStatusChanges')).toEqual({ accountId: 'accounts', changedBy: 'user' });
    expect(refs('trades')).toEqual({ accountId: 'accounts', mediaIds: 'uploads' });
    expect(refs('loanPayments')).toEqual({ loanId: 'loans', transactionId: 'transactions' });
  });

  it('orders every kind after the kinds it points at', () => {
    const at = new Map(kinds.map((k, i) => [k.kind, i]));
    for (const k of kinds)
      for (const d of k.dependsOn) expect(at.get(d)!).toBeLessThan(at.get(k.kind)!);
    expect(at.get('accounts')!).toBeLessThan(at.get('transactions')!);
    // A rule's conditions name accounts through its remap, not a column.
    expect(kind('rules').dependsOn).toEqual(['accounts']);
  });

  it('never writes the owner, and writes the secrets of no one', () => {
    for (const k of kinds) expect(k.columns.map((c) => c.name)).not.toContain('user_id');
    expect(kind('profile').columns.map((c) => c.key)).toEqual([
      'firstName',
      'lastName',
      'phone',
      'avatarUploadId',
    ]);
  });

  it('keeps the id map of the kinds some kind points at, by a column or a remap, and the uploads', () => {
    const mapped = kinds.filter((k) => k.referenced).map((k) => k.kind);
    expect(mapped).toEqual(expect.arrayContaining(['accounts', 'transactions', 'recurringItems']));
    expect(mapped).toEqual(expect.arrayContaining(['uploads', 'categories', 'properties']));
    expect(mapped).not.toContain('prices');
    expect(mapped).not.toContain('tradeFills');
    // A kind only a remap looks up (a rule's condition names an account).
    const onlyRules = resolveKinds([
      { kind: 'accounts', table: accounts },
      { kind: 'rules', table: rules, remap: kind('rules').remap },
    ]);
    expect(onlyRules.map((k) => [k.kind, k.referenced])).toEqual([
      ['accounts', true],
      ['rules', false],
    ]);
  });

  it('refuses a kind declared twice, or a foreign key into a table that is not backed up', () => {
    expect(() =>
      resolveKinds([
        { kind: 'a', table: accounts },
        { kind: 'a', table: accounts },
      ]),
    ).toThrow(/twice/);
    expect(() => resolveKinds([{ kind: 'budgets', table: budgets }])).toThrow(/expense_categories/);
    expect(() => resolveKinds([{ kind: 'transactions', table: transactions }])).toThrow(/accounts/);
  });
});

describe('a row as the archive holds it', () => {
  const accountRow = {
    id: 7,
    name: 'Cash',
    type: 'CASH',
    currency: 'EUR',
    openingBalance: '1000.00000000',
    openingDate: '2025-01-01',
    active: true,
    costBasis: 'FIFO',
    createdAt: '2025-01-01T10:00:00.000+00:00',
    updatedAt: '2025-01-01T10:00:00+00:00',
  };
  const accountsRow = rowSchema(kind('accounts'));

  it('takes a well-formed row', () => {
    expect(accountsRow.safeParse(accountRow).success).toBe(true);
  });

  it.each([
    ['an amount as a number', { openingBalance: 1000 }],
    ['more decimals than the column keeps', { openingBalance: '1.123456789' }],
    ['a missing required key', { name: undefined }],
    ['an unknown key', { iban: 'FR76' }],
    ['a bad date', { openingDate: '01/02/2025' }],
    ['a type outside the list', { type: 'GOLD' }],
    ['a date-time without an offset', { createdAt: '2025-01-01 10:00' }],
  ])('refuses %s', (_why, change) => {
    expect(accountsRow.safeParse({ ...accountRow, ...change }).success).toBe(false);
  });

  it('takes a numeric without a scale at any precision, and null where the column allows it', () => {
    const trades = rowSchema(kind('trades'));
    const shape = (
      trades as unknown as {
        shape?: Record<string, { safeParse(v: unknown): { success: boolean } }>;
      }
    ).shape;
    expect(shape?.entryValue?.safeParse('12.1234567890123456').success).toBe(true);
    expect(shape?.stopLoss?.safeParse(null).success).toBe(true);
    expect(shape?.mediaIds?.safeParse(['not-a-uuid']).success).toBe(false);
  });
});
