import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { NO_LIMITS, type Signed, signUp } from '../../test/auth.js';
import {
  balanceOf,
  call,
  createAccount,
  dailyDeltas,
  daysFromToday,
  post,
  today,
  withoutRequestId,
} from '../../test/ledger.js';

let t: TestApp;
let alice: Signed;
let bob: Signed;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  alice = await signUp(t, 'alice');
  bob = await signUp(t, 'bob');
});
afterAll(async () => t.close());

describe('POST /api/transactions', () => {
  it('answers 201 Transaction with the account currency; the spec’s validation messages', async () => {
    const a = await createAccount(t, alice, {
      name: 'A',
      type: 'CASH',
      currency: 'EUR',
      balance: 10,
    });
    const res = await post(t, alice, {
      accountId: a.id,
      type: 'INCOME',
      amount: 12.34,
      category: 'salary',
      description: 'May',
      date: '2024-05-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      accountId: a.id,
      toAccountId: null,
      type: 'INCOME',
      amount: 12.34,
      currency: 'EUR',
      toAmount: null,
      // A default's key ('salary', the old form's value) takes its name: the first write seeds
      // the user's list (categories are complete before any use).
      category: 'Salary',
      description: 'May',
      date: '2024-05-01',
    });
    const bad = await post(t, alice, {
      accountId: 0,
      type: 'GIFT',
      amount: 0.001,
      category: 'c'.repeat(51),
      description: 'd'.repeat(501),
      date: '2024-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      accountId: ['Account id must be at least 1'],
      amount: ['Amount must be at least 0.01'],
      category: ['Category must be at most 50 characters'],
      description: ['Description must be at most 500 characters'],
      date: ['Date must be a valid date'],
    });
  });

  it('a date in the future needs scheduled: true', async () => {
    const a = await createAccount(t, alice, { name: 'S', type: 'CASH', currency: 'EUR' });
    const res = await post(t, alice, {
      accountId: a.id,
      type: 'DEPOSIT',
      amount: 5,
      date: daysFromToday(2),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      date: ['Date is in the future: confirm it as a scheduled transaction'],
    });
    expect(
      (
        await post(t, alice, {
          accountId: a.id,
          type: 'DEPOSIT',
          amount: 5,
          date: daysFromToday(2),
          scheduled: true,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('a transfer to the same account is 400; across currencies it needs toAmount and moves −100 / +108.50', async () => {
    const eur = await createAccount(t, alice, {
      name: 'EUR',
      type: 'CASH',
      currency: 'EUR',
      balance: 500,
    });
    const usd = await createAccount(t, alice, { name: 'USD', type: 'CASH', currency: 'USD' });
    const self = await post(t, alice, {
      accountId: eur.id,
      toAccountId: eur.id,
      type: 'TRANSFER',
      amount: 1,
      date: today(),
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual({ toAccountId: ['Cannot transfer to the same account'] });
    const noTo = await post(t, alice, {
      accountId: eur.id,
      toAccountId: usd.id,
      type: 'TRANSFER',
      amount: 100,
      date: today(),
    });
    expect(noTo.statusCode).toBe(400);
    expect(noTo.json().errors).toEqual({ toAmount: ['To amount is required'] });
    const ok = await post(t, alice, {
      accountId: eur.id,
      toAccountId: usd.id,
      type: 'TRANSFER',
      amount: 100,
      toAmount: 108.5,
      date: today(),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      amount: 100,
      currency: 'EUR',
      toAmount: 108.5,
      toCurrency: 'USD',
    });
    // EUR 500 − 100 = 400; USD 0 + 108.50 = 108.50.
    expect(await balanceOf(t, alice, eur.id)).toBe(400);
    expect(await balanceOf(t, alice, usd.id)).toBe(108.5);
    expect(await dailyDeltas(t, usd.id)).toEqual([[today(), '108.50000000']]);
    // Same currency: toAmount = amount.
    const eur2 = await createAccount(t, alice, { name: 'EUR2', type: 'CASH', currency: 'EUR' });
    const same = await post(t, alice, {
      accountId: eur.id,
      toAccountId: eur2.id,
      type: 'TRANSFER',
      amount: 10,
      date: today(),
    });
    expect(same.json()).toMatchObject({ toAmount: 10, toCurrency: 'EUR' });
  });

  it('overdraft of a cash account is 422 BUS_001; a stocks account may go below zero', async () => {
    const a = await createAccount(t, alice, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 50,
    });
    const over = await post(t, alice, {
      accountId: a.id,
      type: 'EXPENSE',
      amount: 50.01,
      date: today(),
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'BUS_001', message: 'Insufficient funds' });
    expect(
      (await post(t, alice, { accountId: a.id, type: 'WITHDRAWAL', amount: 50, date: today() }))
        .statusCode,
    ).toBe(201);
    expect(await balanceOf(t, alice, a.id)).toBe(0);
    const s = await createAccount(t, alice, { name: 'Broker', type: 'STOCKS', currency: 'EUR' });
    expect(
      (await post(t, alice, { accountId: s.id, type: 'WITHDRAWAL', amount: 5, date: today() }))
        .statusCode,
    ).toBe(201);
  });

  it('two concurrent posts that each fit but not together: exactly one passes', async () => {
    const a = await createAccount(t, alice, {
      name: 'Race',
      type: 'CASH',
      currency: 'EUR',
      balance: 100,
    });
    const results = await Promise.all([
      post(t, alice, { accountId: a.id, type: 'EXPENSE', amount: 60, date: today() }),
      post(t, alice, { accountId: a.id, type: 'EXPENSE', amount: 70, date: today() }),
      post(t, alice, { accountId: a.id, type: 'WITHDRAWAL', amount: 80, date: today() }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 422, 422]);
    const balance = await balanceOf(t, alice, a.id);
    expect([40, 30, 20]).toContain(balance);
  });

  it("another user's account or transaction answers 404 byte-identical to a missing one", async () => {
    const mine = await createAccount(t, alice, {
      name: 'Mine',
      type: 'CASH',
      currency: 'EUR',
      balance: 5,
    });
    const bobs = await createAccount(t, bob, { name: 'Bob', type: 'CASH', currency: 'EUR' });
    const tx = (
      await post(t, alice, { accountId: mine.id, type: 'DEPOSIT', amount: 1, date: today() })
    ).json();
    const pairs: [ReturnType<typeof call>, ReturnType<typeof call>][] = [
      [
        call(t, bob, 'GET', `/api/transactions/${tx.id}`),
        call(t, bob, 'GET', '/api/transactions/99999999'),
      ],
      [
        call(t, bob, 'PUT', `/api/transactions/${tx.id}`, { amount: 2 }),
        call(t, bob, 'PUT', '/api/transactions/99999999', { amount: 2 }),
      ],
      [
        call(t, bob, 'DELETE', `/api/transactions/${tx.id}`),
        call(t, bob, 'DELETE', '/api/transactions/99999999'),
      ],
      [
        post(t, bob, { accountId: mine.id, type: 'DEPOSIT', amount: 1, date: today() }),
        post(t, bob, { accountId: 999999, type: 'DEPOSIT', amount: 1, date: today() }),
      ],
      [
        post(t, bob, {
          accountId: bobs.id,
          toAccountId: mine.id,
          type: 'TRANSFER',
          amount: 1,
          date: today(),
        }),
        post(t, bob, {
          accountId: bobs.id,
          toAccountId: 999999,
          type: 'TRANSFER',
          amount: 1,
          date: today(),
        }),
      ],
    ];
    for (const [theirs, none] of pairs) {
      const [a, b] = await Promise.all([theirs, none]);
      expect(a.statusCode).toBe(404);
      expect(a.json().code).toBe('DB_004');
      expect(withoutRequestId(a.body)).toBe(withoutRequestId(b.body));
    }
    expect((await call(t, bob, 'GET', `/api/transactions?accountId=${mine.id}`)).json().total).toBe(
      0,
    );
    expect(await balanceOf(t, alice, mine.id)).toBe(6);
  });
});

describe('PUT and DELETE /api/transactions/{id}', () => {
  it('re-checks the merged row and keeps the daily table right (amount, date, account, delete)', async () => {
    const a = await createAccount(t, alice, {
      name: 'P',
      type: 'CASH',
      currency: 'EUR',
      balance: 100,
      openingDate: '2024-01-01',
    });
    const b = await createAccount(t, alice, {
      name: 'Q',
      type: 'CASH',
      currency: 'EUR',
      openingDate: '2024-01-01',
    });
    const tx = (
      await post(t, alice, { accountId: a.id, type: 'EXPENSE', amount: 20, date: '2024-01-05' })
    ).json();
    expect(await dailyDeltas(t, a.id)).toEqual([
      ['2024-01-01', '100.00000000'],
      ['2024-01-05', '-20.00000000'],
    ]);
    const amount = await call(t, alice, 'PUT', `/api/transactions/${tx.id}`, {
      amount: 30,
      date: '2024-01-06',
    });
    expect(amount.statusCode).toBe(200);
    expect(amount.json()).toMatchObject({ amount: 30, date: '2024-01-06' });
    expect(await dailyDeltas(t, a.id)).toEqual([
      ['2024-01-01', '100.00000000'],
      ['2024-01-06', '-30.00000000'],
    ]);
    // Overdraft on the merged row: 100 − 101 < 0.
    const over = await call(t, alice, 'PUT', `/api/transactions/${tx.id}`, { amount: 101 });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('BUS_001');
    // B has nothing: moving the expense there would overdraw it.
    expect(
      (await call(t, alice, 'PUT', `/api/transactions/${tx.id}`, { accountId: b.id })).json().code,
    ).toBe('BUS_001');
    // As a deposit it may move: A back to 100, B +30.
    const moved = await call(t, alice, 'PUT', `/api/transactions/${tx.id}`, {
      accountId: b.id,
      type: 'DEPOSIT',
    });
    expect(moved.json()).toMatchObject({ accountId: b.id, type: 'DEPOSIT' });
    expect(await balanceOf(t, alice, a.id)).toBe(100);
    expect(await balanceOf(t, alice, b.id)).toBe(30);
    // Into a transfer to itself: 400.
    expect(
      (
        await call(t, alice, 'PUT', `/api/transactions/${tx.id}`, {
          type: 'TRANSFER',
          toAccountId: b.id,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(t, alice, 'PUT', `/api/transactions/${tx.id}`, { date: daysFromToday(5) }))
        .statusCode,
    ).toBe(400);
    expect((await call(t, alice, 'DELETE', `/api/transactions/${tx.id}`)).statusCode).toBe(204);
    expect(await dailyDeltas(t, b.id)).toEqual([]);
    expect((await call(t, alice, 'GET', `/api/transactions/${tx.id}`)).statusCode).toBe(404);
  });

  it('refuses a change onto an inactive account, allows a description edit on one', async () => {
    const a = await createAccount(t, alice, {
      name: 'I',
      type: 'CASH',
      currency: 'EUR',
      balance: 10,
    });
    const tx = (
      await post(t, alice, { accountId: a.id, type: 'DEPOSIT', amount: 1, date: today() })
    ).json();
    await call(t, alice, 'PATCH', `/api/account/${a.id}/status`, { active: false });
    expect(
      (await call(t, alice, 'PUT', `/api/transactions/${tx.id}`, { amount: 2 })).json().code,
    ).toBe('BUS_004');
    expect(
      (await call(t, alice, 'PUT', `/api/transactions/${tx.id}`, { description: 'note' }))
        .statusCode,
    ).toBe(200);
  });
});
