import { loanSchema } from '@wealthlog/core';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanCorrections, loanPayments, loanRateChanges, loans } from '../db/schema/index.js';
import { call, createAccount, today } from '../test/ledger.js';
import { withUsers } from '../test/users.js';
import { readLoan, readLoans } from './loan-records.js';

const ctx = withUsers('alice', 'bob');

describe('the one reader of a loan', () => {
  it('gives the rows the Drizzle schema gives, typed alike, for the owner only', async () => {
    const { t, alice, bob } = ctx;
    const { id: accountId } = await createAccount(t, alice, {
      name: 'Checking',
      type: 'CASH',
      currency: 'EUR',
    });
    const sent = async (url: string, body: Record<string, unknown>) => {
      const res = await call(t, alice, 'POST', url, body);
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res;
    };
    const id = loanSchema.parse(
      (
        await sent('/api/loans', {
          // Lent: its repayment arrives in the account, which holds nothing to pay from.
          name: 'To Sam',
          direction: 'LENT',
          kind: 'PERSONAL',
          currency: 'EUR',
          principal: 12_000,
          startDate: '2025-01-01',
          firstPaymentDate: '2025-02-01',
          termMonths: 48,
          annualRate: 4,
          accountId,
        })
      ).json(),
    ).id;
    await sent(`/api/loans/${id}/rates`, { date: '2025-06-15', annualRate: 6 });
    await sent(`/api/loans/${id}/balance`, { date: '2025-07-01', balance: 10_000 });
    await sent(`/api/loans/${id}/payments`, { date: today(), amount: 500, extra: true });

    const db = t.app.db;
    const [loan] = await db.select().from(loans).where(eq(loans.id, id));
    const expected = {
      loan,
      rates: await db
        .select()
        .from(loanRateChanges)
        .where(eq(loanRateChanges.loanId, id))
        .orderBy(asc(loanRateChanges.date), asc(loanRateChanges.id)),
      corrections: await db
        .select()
        .from(loanCorrections)
        .where(eq(loanCorrections.loanId, id))
        .orderBy(asc(loanCorrections.date), asc(loanCorrections.id)),
      payments: await db
        .select()
        .from(loanPayments)
        .where(eq(loanPayments.loanId, id))
        .orderBy(asc(loanPayments.date), asc(loanPayments.id)),
    };
    // Every kind of event is there, and the payment's transaction id (a bigint column) is set.
    expect([expected.rates.length, expected.corrections.length, expected.payments.length]).toEqual([
      1, 1, 1,
    ]);
    expect(expected.payments[0]!.transactionId).toEqual(expect.any(Number));

    expect(await readLoan(db, alice.user.id, id)).toEqual(expected);
    expect(await readLoan(db, alice.user.id, id, true)).toEqual(expected);
    expect((await readLoans(db, alice.user.id)).at(-1)).toEqual(expected);
    expect(await readLoan(db, bob.user.id, id)).toBeNull();
    expect(await readLoans(db, bob.user.id)).toEqual([]);
  });
});
