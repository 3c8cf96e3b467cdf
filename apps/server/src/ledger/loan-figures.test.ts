import { loanSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { call } from '../test/ledger.js';
import { withUsers } from '../test/users.js';
import { debtServiceBetween, outstandingOn } from './loan-figures.js';

/** The two figures other areas read (real estate: equity, LTV, debt service), per user. */
const ctx = withUsers('alice', 'bob');

describe('loan figures for other areas', () => {
  it('outstanding on a day and debt service over a year, to the cent, for the owner only', async () => {
    const { t, alice, bob } = ctx;
    const res = await call(t, alice, 'POST', '/api/loans', {
      name: 'Home',
      direction: 'BORROWED',
      kind: 'MORTGAGE',
      currency: 'EUR',
      principal: 200_000,
      startDate: '2025-01-01',
      firstPaymentDate: '2025-02-01',
      termMonths: 300,
      annualRate: 3.5,
    });
    const id = loanSchema.parse(res.json()).id;
    const db = t.app.db;
    // Before the first payment: the principal; after 12 (2026-01-01): 194,903.76 (API.md).
    expect(await outstandingOn(db, alice.user.id, id, '2025-01-31')).toEqual({
      currency: 'EUR',
      direction: 'BORROWED',
      outstanding: 200_000,
    });
    expect((await outstandingOn(db, alice.user.id, id, '2026-01-01'))!.outstanding).toBe(
      194_903.76,
    );
    expect(await outstandingOn(db, alice.user.id, id, '2024-12-31')).toMatchObject({
      outstanding: 0,
    });
    // 2025: payments 1–11 (February to December) × 1,001.25 = 11,013.75.
    expect(await debtServiceBetween(db, alice.user.id, id, '2025-01-01', '2025-12-31')).toEqual({
      currency: 'EUR',
      amount: 11_013.75,
    });
    expect(await outstandingOn(db, bob.user.id, id, '2026-01-01')).toBeNull();
    expect(await debtServiceBetween(db, bob.user.id, id, '2025-01-01', '2025-12-31')).toBeNull();
  });
});
