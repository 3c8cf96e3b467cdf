import { describe, expect, it } from 'vitest';
import type { Signed } from '../test/auth.js';
import { call, createAccount, post, today } from '../test/ledger.js';
import { withUsers } from '../test/users.js';
import { ledgerDrift } from '../test/areas.js';

/**
 * The ledger invariant over every registered posting source, after each kind of write the API
 * offers (ADR 0007). An area that adds a posting source adds its writes here.
 */
const ctx = withUsers('alice', 'bob');
const drift = (s: Signed) => ledgerDrift(ctx.t.app.db, s.user.id);

describe('the ledger invariant', () => {
  it('holds after transactions and transfers are written, edited and deleted', async () => {
    const { t, alice } = ctx;
    const eur = await createAccount(t, alice, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 500,
    });
    const usd = await createAccount(t, alice, {
      name: 'Dollars',
      type: 'CASH',
      currency: 'USD',
      balance: 0,
    });
    const spend = await post(t, alice, {
      accountId: eur.id,
      amount: 42.5,
      type: 'EXPENSE',
      category: 'Food',
      date: '2025-05-02',
    });
    expect(spend.statusCode).toBe(201);
    const transfer = await post(t, alice, {
      accountId: eur.id,
      toAccountId: usd.id,
      amount: 100,
      toAmount: 112.52,
      type: 'TRANSFER',
      date: '2025-05-09',
    });
    expect(transfer.statusCode).toBe(201);
    expect(await drift(alice)).toEqual([]);

    const edited = await call(t, alice, 'PUT', `/api/transactions/${spend.json().id}`, {
      amount: 40,
      date: '2025-05-03',
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (await call(t, alice, 'PUT', `/api/account/${eur.id}`, { openingDate: '2025-01-01' }))
        .statusCode,
    ).toBe(200);
    expect(await drift(alice)).toEqual([]);

    expect(
      (await call(t, alice, 'DELETE', `/api/transactions/${transfer.json().id}`)).statusCode,
    ).toBe(204);
    expect((await call(t, alice, 'DELETE', `/api/account/${usd.id}?cascade=true`)).statusCode).toBe(
      204,
    );
    expect(await drift(alice)).toEqual([]);
  });

  it('holds after trade fills are booked, re-booked, deleted, and their account deleted', async () => {
    const { t, alice } = ctx;
    const usd = await createAccount(t, alice, {
      name: 'Broker',
      type: 'STOCKS',
      currency: 'USD',
      balance: 1000,
    });
    const db = t.app.pool;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO trades (user_id, account_id, instrument, asset_class, direction, currency)
       VALUES ($1, $2, 'AAPL', 'STOCK', 'LONG', 'USD') RETURNING id`,
      [alice.user.id, usd.id],
    );
    const trade = rows[0]!.id;
    // Buy 100 @ 10; sell 60 @ 12 (+118.40) and 40 @ 9 (−41.40): the exits book their P&L.
    await db.query(
      `INSERT INTO trade_fills (user_id, trade_id, account_id, side, quantity, price, fees, filled_at, day, pnl, booked) VALUES
         ($1, $2, $3, 'ENTRY', 100, 10, 1, '2025-03-03T10:00Z', '2025-03-03', NULL, NULL),
         ($1, $2, $3, 'EXIT', 60, 12, 1, '2025-03-04T10:00Z', '2025-03-04', 118.40, 118.40),
         ($1, $2, $3, 'EXIT', 40, 9, 1, '2025-03-05T10:00Z', '2025-03-05', -41.40, -41.40)`,
      [alice.user.id, trade, usd.id],
    );
    expect(await drift(alice)).toEqual([]);
    // 1000 + 118.40 − 41.40 = 1077
    expect((await call(t, alice, 'GET', `/api/account/${usd.id}`)).json().balance).toBe(1077);
    await db.query(
      `UPDATE trade_fills SET booked = -40, day = '2025-03-06' WHERE trade_id = $1 AND price = 9`,
      [trade],
    );
    await db.query(`DELETE FROM trade_fills WHERE trade_id = $1 AND price = 12`, [trade]);
    expect(await drift(alice)).toEqual([]);
    expect((await call(t, alice, 'GET', `/api/account/${usd.id}`)).json().balance).toBe(960);
    // Without ?cascade the trades keep the account; with it, trades, fills and their P&L go.
    expect((await call(t, alice, 'DELETE', `/api/account/${usd.id}`)).statusCode).toBe(409);
    expect((await call(t, alice, 'DELETE', `/api/account/${usd.id}?cascade=true`)).statusCode).toBe(
      204,
    );
    expect(
      (await db.query(`SELECT count(*)::int AS n FROM trade_fills WHERE trade_id = $1`, [trade]))
        .rows[0].n,
    ).toBe(0);
    expect(await drift(alice)).toEqual([]);
  });

  it('holds after property income and expenses are posted, edited, unlinked and their account deleted', async () => {
    const { t, alice } = ctx;
    const cash = await createAccount(t, alice, {
      name: 'Rent',
      type: 'CASH',
      currency: 'EUR',
      balance: 100,
    });
    const property = await call(t, alice, 'POST', '/api/real-estate/properties', {
      name: 'Flat',
      kind: 'RENTAL',
      currency: 'EUR',
      purchaseDate: '2025-01-01',
      purchasePrice: 100_000,
    });
    const propertyId = property.json().id as number;
    const entry = (kind: string, body: Record<string, unknown>) =>
      call(t, alice, 'POST', `/api/real-estate/${kind}`, {
        propertyId,
        accountId: cash.id,
        ...body,
      });
    const rent = (
      await entry('income', { date: '2025-02-01', amount: 900, category: 'RENT' })
    ).json();
    const tax = (
      await entry('expenses', { date: '2025-02-03', amount: 300, category: 'TAX' })
    ).json();
    await call(t, alice, 'PUT', `/api/real-estate/income/${rent.id}`, { date: '2025-02-02' });
    await call(t, alice, 'PUT', `/api/transactions/${tax.transactionId}`, { amount: 250 });
    await call(t, alice, 'PUT', `/api/real-estate/expenses/${tax.id}`, { accountId: null });
    expect(await drift(alice)).toEqual([]);
    // 100 + 900 (the tax no longer paid through the account).
    expect((await call(t, alice, 'GET', `/api/account/${cash.id}`)).json().balance).toBe(1000);
    expect((await call(t, alice, 'DELETE', `/api/account/${cash.id}`)).statusCode).toBe(409);
    expect(
      (await call(t, alice, 'DELETE', `/api/account/${cash.id}?cascade=true`)).statusCode,
    ).toBe(204);
    // The rent was one fact with its transaction: it went with the account; the tax stays.
    const left = await call(t, alice, 'GET', `/api/real-estate/income?propertyId=${propertyId}`);
    expect(left.json()).toEqual([]);
    const kept = await call(t, alice, 'GET', `/api/real-estate/expenses?propertyId=${propertyId}`);
    expect(kept.json()).toHaveLength(1);
    expect(await drift(alice)).toEqual([]);
  });

  it('holds after loan payments are written and deleted, and the account deleted by cascade', async () => {
    const { t, alice } = ctx;
    const cash = await createAccount(t, alice, {
      name: 'Loan cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 3000,
    });
    const loan = await call(t, alice, 'POST', '/api/loans', {
      name: 'Car',
      direction: 'BORROWED',
      kind: 'AUTO',
      currency: 'EUR',
      principal: 1200,
      startDate: '2025-01-01',
      termMonths: 12,
      annualRate: 0,
      accountId: cash.id,
    });
    expect(loan.statusCode, loan.body).toBe(201);
    const id = (loan.json() as { id: number }).id;
    // The car loan's rows all fell due before it was entered: made, with no transaction.
    const lent = await call(t, alice, 'POST', '/api/loans', {
      name: 'To Sam',
      direction: 'LENT',
      kind: 'PRIVATE',
      currency: 'EUR',
      principal: 500,
      startDate: '2025-01-01',
      method: 'NONE',
      annualRate: 0,
      accountId: cash.id,
    });
    const lentId = (lent.json() as { id: number }).id;
    const repaid = await call(t, alice, 'POST', `/api/loans/${lentId}/payments`, {
      date: today(),
      amount: 120,
    });
    expect(repaid.statusCode, repaid.body).toBe(201);
    expect(await drift(alice)).toEqual([]);
    const del = await call(
      t,
      alice,
      'DELETE',
      `/api/loans/${lentId}/payments/${(repaid.json() as { id: number }).id}`,
    );
    expect(del.statusCode).toBe(204);
    await call(t, alice, 'POST', `/api/loans/${lentId}/payments`, { date: today(), amount: 80 });
    expect(await drift(alice)).toEqual([]);
    expect(
      (await call(t, alice, 'DELETE', `/api/account/${cash.id}?cascade=true`)).statusCode,
    ).toBe(204);
    expect(await drift(alice)).toEqual([]);
    // The loans stay, without their account; the lent one still counts the repayment.
    const after = (await call(t, alice, 'GET', `/api/loans/${lentId}`)).json();
    expect(after).toMatchObject({ accountId: null, outstanding: 420 });
    expect((await call(t, alice, 'GET', `/api/loans/${id}`)).json()).toMatchObject({
      accountId: null,
    });
  });

  it('reports a day that drifted, and the total, and nothing of another user', async () => {
    const { t, alice, bob } = ctx;
    const a = await createAccount(t, bob, {
      name: 'Bob',
      type: 'CASH',
      currency: 'EUR',
      balance: 10,
    });
    await t.app.pool.query(
      `UPDATE account_daily_deltas SET delta = delta + 1 WHERE account_id = $1`,
      [a.id],
    );
    expect(await drift(bob)).toEqual([
      { accountId: a.id, day: today(), stored: '11.00000000', expected: '10.00000000' },
    ]);
    await t.app.pool.query(
      `UPDATE account_ledger_totals SET total = total - 1 WHERE account_id = $1`,
      [a.id],
    );
    expect(await drift(bob)).toEqual([
      { accountId: a.id, day: today(), stored: '11.00000000', expected: '10.00000000' },
      { accountId: a.id, day: null, stored: '9.00000000', expected: '10.00000000' },
    ]);
    expect(await drift(alice)).toEqual([]);
  });
});
