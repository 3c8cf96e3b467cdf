import { loanSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { call, createAccount, daysFromToday, today } from '../test/ledger.js';
import { withUsers } from '../test/users.js';
import type { Executor } from '../db/client.js';
import {
  debtServiceBetween,
  outstandingOn,
  scheduledBalancesAt,
  scheduledPaymentsBetween,
} from './loan-figures.js';

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

  it('two loans read together give the figures each gives alone, in four queries', async () => {
    const { t, alice } = ctx;
    const { id: accountId } = await createAccount(t, alice, {
      name: 'Loans checking',
      type: 'CASH',
      currency: 'EUR',
    });
    const loan = async (body: Record<string, unknown>) =>
      loanSchema.parse(
        (
          await call(t, alice, 'POST', '/api/loans', {
            kind: 'PERSONAL',
            currency: 'EUR',
            startDate: '2025-01-01',
            firstPaymentDate: '2025-02-01',
            accountId,
            ...body,
          })
        ).json(),
      ).id;
    const a = await loan({
      name: 'Car',
      direction: 'BORROWED',
      principal: 12_000,
      termMonths: 48,
      annualRate: 4,
    });
    const b = await loan({
      name: 'To Sam',
      direction: 'LENT',
      principal: 6_000,
      termMonths: 24,
      annualRate: 2,
    });
    // Events on one loan only: a rate change and a payment must not leak into the other.
    const sent = async (url: string, body: Record<string, unknown>) => {
      const res = await call(t, alice, 'POST', url, body);
      expect(res.statusCode, res.body).toBeLessThan(300);
    };
    await sent(`/api/loans/${a}/rates`, { date: '2025-06-15', annualRate: 6 });
    await sent(`/api/loans/${b}/payments`, { date: today(), amount: 500, extra: true });

    let queries = 0;
    const db = t.app.db;
    const counted: Executor = {
      execute: ((q: Parameters<Executor['execute']>[0]) => {
        queries += 1;
        return db.execute(q);
      }) as Executor['execute'],
    };
    // From today: the rows due before the loans were entered count as paid and are left out.
    const from = today();
    const to = daysFromToday(730);
    const together = await scheduledPaymentsBetween(counted, alice.user.id, from, to);
    expect(queries).toBe(4);
    for (const id of [a, b]) {
      const mine = together.filter((p) => p.loanId === id);
      expect(mine.length).toBeGreaterThan(0);
      const sum = mine.reduce((s, p) => s + Math.round(p.amount * 100), 0) / 100;
      expect(sum).toBe((await debtServiceBetween(db, alice.user.id, id, from, to))!.amount);
    }
    const balances = await scheduledBalancesAt(db, alice.user.id, ['2025-12-31', '2026-12-31']);
    const schedule = async (id: number) =>
      (
        (await call(t, alice, 'GET', `/api/loans/${id}/schedule`)).json() as {
          rows: { date: string; balance: number }[];
        }
      ).rows;
    const at = (rows: { date: string; balance: number }[], d: string) =>
      rows.filter((r) => r.date <= d).at(-1)!.balance;
    // The user's loans in id order: the first test's mortgage, then a (owed), then b (lent).
    expect(balances.slice(-2)).toEqual([
      {
        currency: 'EUR',
        startDate: '2025-01-01',
        balances: [-at(await schedule(a), '2025-12-31'), -at(await schedule(a), '2026-12-31')],
      },
      {
        currency: 'EUR',
        startDate: '2025-01-01',
        balances: [at(await schedule(b), '2025-12-31'), at(await schedule(b), '2026-12-31')],
      },
    ]);
  });
});
