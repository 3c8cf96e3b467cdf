import type { Account } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { baseBalances } from './base-conversion';

const acc = (id: number, currency: string, balance: number) =>
  ({ id, currency, balance }) as Account;

describe('baseBalances', () => {
  it('shares byCurrency among the accounts of that currency by balance', () => {
    // USD: 100 + 300 = 400 USD ≙ 360 EUR (rate 0.9) → 90 and 270.
    const result = baseBalances([acc(1, 'USD', 100), acc(2, 'USD', 300), acc(3, 'EUR', 50)], {
      currency: 'EUR',
      byCurrency: { USD: 360, EUR: 50 },
      missingRates: [],
    });
    expect(result.get(1)).toBeCloseTo(90);
    expect(result.get(2)).toBeCloseTo(270);
    expect(result.get(3)).toBe(50);
  });

  it('leaves out currencies without a rate, keeps zero balances at zero', () => {
    const result = baseBalances([acc(1, 'XOF', 1000), acc(2, 'GBP', 0)], {
      currency: 'EUR',
      byCurrency: {},
      missingRates: ['XOF'],
    });
    expect(result.get(1)).toBeNull();
    expect(result.get(2)).toBe(0);
  });

  it("adds an account's open positions at the rate their currency's total gives", () => {
    // USD held: balances 100 + 300 and a +100 USD position of account 2 = 500 USD ≙ 450 EUR
    // (0.9); a +20 EUR position of account 1 (a EUR trade in a USD account) counts as 20.
    const result = baseBalances(
      [acc(1, 'USD', 100), acc(2, 'USD', 300)],
      { currency: 'EUR', byCurrency: { USD: 450, EUR: 20 }, missingRates: [] },
      [
        { accountId: 2, currency: 'USD', unrealizedPnl: 100 },
        { accountId: 1, currency: 'EUR', unrealizedPnl: 20 },
      ],
    );
    expect(result.get(1)).toBeCloseTo(110); // 90 + 20
    expect(result.get(2)).toBeCloseTo(360); // (300 + 100) × 0.9
  });
});
