import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { NO_LIMITS, type Signed, signUp } from '../../test/auth.js';
import {
  balanceOf,
  call,
  createAccount,
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

describe('POST/GET /api/account', () => {
  it('creates an account whose balance is the opening balance plus the ledger', async () => {
    const a = await createAccount(t, alice, {
      name: 'Wallet',
      type: 'CASH',
      currency: 'EUR',
      balance: 100,
    });
    expect(a).toMatchObject({
      name: 'Wallet',
      type: 'CASH',
      currency: 'EUR',
      balance: 100,
      openingBalance: 100,
      active: true,
      lastStatusChange: null,
      openingDate: today(),
    });
    expect(
      (await post(t, alice, { accountId: a.id, type: 'DEPOSIT', amount: 50.25, date: today() }))
        .statusCode,
    ).toBe(201);
    expect(
      (await post(t, alice, { accountId: a.id, type: 'EXPENSE', amount: 20.1, date: today() }))
        .statusCode,
    ).toBe(201);
    // 100 + 50.25 − 20.10 = 130.15
    expect(await balanceOf(t, alice, a.id)).toBe(130.15);
    const list = await call(t, alice, 'GET', '/api/account');
    expect(list.statusCode).toBe(200);
    expect(list.json().find((x: { id: number }) => x.id === a.id).balance).toBe(130.15);
  });

  it('counts the opening balance from its opening date, and a scheduled posting only from its day', async () => {
    const a = await createAccount(t, alice, {
      name: 'Old',
      type: 'CASH',
      currency: 'USD',
      balance: 10,
      openingDate: '2020-01-01',
    });
    expect(a).toMatchObject({ balance: 10, openingDate: '2020-01-01' });
    await post(t, alice, {
      accountId: a.id,
      type: 'DEPOSIT',
      amount: 5,
      date: daysFromToday(3),
      scheduled: true,
    });
    // Today: 10; the deposit in 3 days does not count yet.
    expect(await balanceOf(t, alice, a.id)).toBe(10);
    const future = await call(t, alice, 'POST', '/api/account', {
      name: 'F',
      type: 'CASH',
      currency: 'EUR',
      openingDate: daysFromToday(2),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ openingDate: ['Opening date cannot be in the future'] });
  });

  it('answers the exact validation messages', async () => {
    const res = await call(t, alice, 'POST', '/api/account', {
      name: '',
      type: 'BANK',
      currency: 'eur',
      balance: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VAL_001',
      errors: {
        name: ['Name is required'],
        type: [expect.stringContaining('Type must be one of')],
        currency: ['Currency is invalid'],
        balance: ['Balance must be at least 0'],
      },
    });
    const long = await call(t, alice, 'POST', '/api/account', {
      name: 'x'.repeat(101),
      type: 'CASH',
      currency: 'XYZ',
    });
    expect(long.json().errors).toEqual({
      name: ['Name must be at most 100 characters'],
      currency: ['Currency is invalid'],
    });
  });

  it('PUT renames and retypes; the currency is locked once there are postings', async () => {
    const a = await createAccount(t, alice, { name: 'Box', type: 'CASH', currency: 'EUR' });
    const put = await call(t, alice, 'PUT', `/api/account/${a.id}`, {
      name: 'Box 2',
      type: 'FX',
      currency: 'USD',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Box 2', type: 'FX', currency: 'USD' });
    await post(t, alice, { accountId: a.id, type: 'DEPOSIT', amount: 1, date: today() });
    const locked = await call(t, alice, 'PUT', `/api/account/${a.id}`, { currency: 'EUR' });
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({
      code: 'BUS_004',
      message: 'The currency cannot change once the account has transactions',
    });
    // The balance is the ledger's: PUT refuses it. Moving the opening date to the future: 400.
    expect((await call(t, alice, 'PUT', `/api/account/${a.id}`, { balance: 5 })).statusCode).toBe(
      400,
    );
    expect(
      (await call(t, alice, 'PUT', `/api/account/${a.id}`, { openingDate: daysFromToday(1) }))
        .statusCode,
    ).toBe(400);
  });
});

describe('another user', () => {
  it("answers 404 DB_004 for another user's account, byte-identical to a missing one", async () => {
    const a = await createAccount(t, alice, {
      name: 'Mine',
      type: 'CASH',
      currency: 'EUR',
      balance: 1,
    });
    const missing = 999_999;
    const cases: ['GET' | 'PUT' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['GET', ''],
      ['PUT', '', { name: 'x' }],
      ['DELETE', '?cascade=true'],
      ['PATCH', '/status', { active: false }],
      ['PATCH', '', { active: false }],
    ];
    for (const [method, suffix, body] of cases) {
      const theirs = await call(t, bob, method, `/api/account/${a.id}${suffix}`, body);
      const none = await call(t, bob, method, `/api/account/${missing}${suffix}`, body);
      expect(theirs.statusCode).toBe(404);
      expect(withoutRequestId(theirs.body)).toBe(withoutRequestId(none.body));
      expect(theirs.json()).toMatchObject({ code: 'DB_004', message: 'Resource not found' });
    }
    const hist = await call(t, bob, 'GET', `/api/account/status-history?accountId=${a.id}`);
    expect(hist.statusCode).toBe(404);
    expect((await call(t, bob, 'GET', '/api/account')).json()).toEqual([]);
    expect(await balanceOf(t, alice, a.id)).toBe(1);
  });
});

describe('status', () => {
  it('writes a StatusChange with each flag change; history is newest first', async () => {
    const a = await createAccount(t, alice, {
      name: 'Savings',
      type: 'CASH',
      currency: 'EUR',
      balance: 50,
    });
    const off = await call(t, alice, 'PATCH', `/api/account/${a.id}/status`, {
      active: false,
      reason: 'suspended',
      comment: 'card lost',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      active: false,
      balance: 50,
      lastStatusChange: {
        accountId: a.id,
        accountName: 'Savings',
        previousActive: true,
        active: false,
        reason: 'suspended',
        comment: 'card lost',
        changedBy: alice.user.id,
      },
    });
    // The fallback of the web client: PATCH /api/account/{id} { active } when …/status is 404.
    const on = await call(t, alice, 'PATCH', `/api/account/${a.id}`, { active: true });
    expect(on.json()).toMatchObject({
      active: true,
      lastStatusChange: { previousActive: false, active: true, reason: null },
    });
    const bad = await call(t, alice, 'PATCH', `/api/account/${a.id}/status`, {
      active: false,
      reason: 'bored',
    });
    expect(bad.statusCode).toBe(400);
    await call(t, alice, 'PATCH', `/api/account/${a.id}/status`, {
      active: false,
      reason: 'closed',
    });

    const mine = await call(t, alice, 'GET', `/api/account/status-history?accountId=${a.id}`);
    expect(
      mine.json().map((c: { active: boolean; reason: string | null }) => [c.active, c.reason]),
    ).toEqual([
      [false, 'closed'],
      [true, null],
      [false, 'suspended'],
    ]);
    const all = await call(t, alice, 'GET', '/api/account/status-history');
    expect(all.json().length).toBeGreaterThanOrEqual(3);
    expect(all.json()[0]).toMatchObject({ accountId: a.id, reason: 'closed' });
    expect((await call(t, bob, 'GET', '/api/account/status-history')).json()).toEqual([]);
  });

  it('an inactive account refuses new postings (422 BUS_004) and keeps its balance', async () => {
    const a = await createAccount(t, alice, {
      name: 'Frozen',
      type: 'CASH',
      currency: 'EUR',
      balance: 40,
    });
    const b = await createAccount(t, alice, {
      name: 'Live',
      type: 'CASH',
      currency: 'EUR',
      balance: 40,
    });
    await call(t, alice, 'PATCH', `/api/account/${a.id}/status`, {
      active: false,
      reason: 'archived',
    });
    const dep = await post(t, alice, {
      accountId: a.id,
      type: 'DEPOSIT',
      amount: 1,
      date: today(),
    });
    expect(dep.statusCode).toBe(422);
    expect(dep.json()).toMatchObject({ code: 'BUS_004', message: 'The account is inactive' });
    const into = await post(t, alice, {
      accountId: b.id,
      toAccountId: a.id,
      type: 'TRANSFER',
      amount: 1,
      date: today(),
    });
    expect(into.json()).toMatchObject({ code: 'BUS_004' });
    expect(await balanceOf(t, alice, a.id)).toBe(40);
  });
});

describe('DELETE /api/account/{id}', () => {
  it('without cascade: 204 when empty, 409 BUS_004 with postings; cascade keeps the other side of transfers', async () => {
    const empty = await createAccount(t, alice, { name: 'Empty', type: 'CASH', currency: 'EUR' });
    expect((await call(t, alice, 'DELETE', `/api/account/${empty.id}`)).statusCode).toBe(204);
    expect((await call(t, alice, 'GET', `/api/account/${empty.id}`)).statusCode).toBe(404);

    const a = await createAccount(t, alice, {
      name: 'A',
      type: 'CASH',
      currency: 'EUR',
      balance: 100,
    });
    const b = await createAccount(t, alice, {
      name: 'B',
      type: 'CASH',
      currency: 'EUR',
      balance: 10,
    });
    await post(t, alice, {
      accountId: a.id,
      toAccountId: b.id,
      type: 'TRANSFER',
      amount: 30,
      date: today(),
    });
    await post(t, alice, {
      accountId: b.id,
      toAccountId: a.id,
      type: 'TRANSFER',
      amount: 5,
      date: today(),
    });
    await post(t, alice, { accountId: b.id, type: 'EXPENSE', amount: 1, date: today() });
    // A: 100 − 30 + 5 = 75; B: 10 + 30 − 5 − 1 = 34.
    expect(await balanceOf(t, alice, a.id)).toBe(75);
    expect(await balanceOf(t, alice, b.id)).toBe(34);
    const refused = await call(t, alice, 'DELETE', `/api/account/${b.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BUS_004');
    // The target side alone counts as a posting too.
    expect((await call(t, alice, 'DELETE', `/api/account/${a.id}?cascade=false`)).statusCode).toBe(
      409,
    );

    expect((await call(t, alice, 'DELETE', `/api/account/${b.id}?cascade=true`)).statusCode).toBe(
      204,
    );
    // A keeps its side: −30 stays a withdrawal, +5 stays a deposit → still 75.
    expect(await balanceOf(t, alice, a.id)).toBe(75);
    const left = await call(t, alice, 'GET', `/api/transactions?accountId=${a.id}`);
    expect(
      left
        .json()
        .items.map((x: { type: string; amount: number; toAccountId: number | null }) => [
          x.type,
          x.amount,
          x.toAccountId,
        ])
        .sort(),
    ).toEqual([
      ['DEPOSIT', 5, null],
      ['WITHDRAWAL', 30, null],
    ]);
    const { rows } = await t.db.pool.query(
      'SELECT count(*)::int AS n FROM account_daily_deltas WHERE account_id = $1',
      [b.id],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});
