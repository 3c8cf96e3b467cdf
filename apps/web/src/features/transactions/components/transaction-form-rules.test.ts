import type { Account } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import {
  buildTransactionBody,
  crossCurrencyTarget,
  receivedAmount,
  type TransactionFormValues,
} from './transaction-form-rules';

const eur = { id: 1, currency: 'EUR', name: 'Cash' } as Account;
const usd = { id: 2, currency: 'USD', name: 'Broker' } as Account;
const eur2 = { id: 3, currency: 'EUR', name: 'Savings' } as Account;
const accounts = [eur, usd, eur2];
const TODAY = '2026-03-10';

const base: TransactionFormValues = {
  type: 'EXPENSE',
  accountId: 1,
  toAccountId: null,
  amount: 12.5,
  toAmount: '',
  category: ' groceries ',
  description: '',
  date: TODAY,
  scheduled: false,
};

describe('transaction form rules', () => {
  it('builds the body of a plain expense, trimmed, without transfer fields', () => {
    const result = buildTransactionBody({ ...base, toAccountId: 2, toAmount: 5 }, accounts, TODAY);
    expect(result).toEqual({
      ok: true,
      body: { type: 'EXPENSE', accountId: 1, amount: 12.5, category: 'groceries', date: TODAY },
    });
  });

  it('refuses a future date until the user confirms it as scheduled', () => {
    const future = { ...base, date: '2026-03-11' };
    const blocked = buildTransactionBody(future, accounts, TODAY);
    expect(blocked).toMatchObject({ ok: false, future: true });
    const confirmed = buildTransactionBody({ ...future, scheduled: true }, accounts, TODAY);
    expect(confirmed).toMatchObject({ ok: true, body: { date: '2026-03-11', scheduled: true } });
  });

  it('does not send scheduled for today or the past, even when ticked', () => {
    const result = buildTransactionBody({ ...base, scheduled: true }, accounts, TODAY);
    expect(result.ok && 'scheduled' in result.body).toBe(false);
  });

  it('applies core’s amount minimum (0.01)', () => {
    const result = buildTransactionBody({ ...base, amount: 0 }, accounts, TODAY);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues[0]).toMatchObject({
        path: ['amount'],
        message: 'Amount must be at least 0.01',
      });
  });

  it('needs a target account other than the source for a transfer', () => {
    const none = buildTransactionBody({ ...base, type: 'TRANSFER' }, accounts, TODAY);
    expect(!none.ok && none.issues.map((i) => i.path[0])).toEqual(['toAccountId']);
    const same = buildTransactionBody(
      { ...base, type: 'TRANSFER', toAccountId: 1 },
      accounts,
      TODAY,
    );
    expect(!same.ok && same.issues[0]?.message).toBe('Cannot transfer to the same account');
  });

  it('sends the amount received only for a transfer across currencies', () => {
    const sameCurrency = buildTransactionBody(
      { ...base, type: 'TRANSFER', toAccountId: 3, toAmount: 9 },
      accounts,
      TODAY,
    );
    expect(sameCurrency).toMatchObject({ ok: true });
    expect(sameCurrency.ok && sameCurrency.body.toAmount).toBeUndefined();

    const cross = { ...base, type: 'TRANSFER' as const, toAccountId: 2 };
    expect(buildTransactionBody(cross, accounts, TODAY)).toMatchObject({ ok: false });
    expect(buildTransactionBody({ ...cross, toAmount: 13.6 }, accounts, TODAY)).toMatchObject({
      ok: true,
      body: { toAccountId: 2, toAmount: 13.6 },
    });
  });

  it('finds the cross-currency target and pre-fills the amount received at the target’s decimals', () => {
    expect(
      crossCurrencyTarget({ type: 'TRANSFER', accountId: 1, toAccountId: 2 }, accounts)?.to,
    ).toBe(usd);
    expect(
      crossCurrencyTarget({ type: 'TRANSFER', accountId: 1, toAccountId: 3 }, accounts),
    ).toBeNull();
    expect(
      crossCurrencyTarget({ type: 'DEPOSIT', accountId: 1, toAccountId: 2 }, accounts),
    ).toBeNull();
    // 12.5 × 1.0876 = 13.595 → 13.60 (USD has 2 decimals); JPY has none: 100 × 161.234 = 16123.4 → 16123.
    expect(receivedAmount(12.5, 1.0876, 'USD')).toBe(13.6);
    expect(receivedAmount(100, 161.234, 'JPY')).toBe(16123);
    expect(receivedAmount('', 1.1, 'USD')).toBe('');
    expect(receivedAmount(10, null, 'USD')).toBe('');
  });
});
