import { tradeSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { ledgerDrift } from '../../test/areas.js';
import { balanceOf, call, createAccount, withoutRequestId } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/** API tests of the trading journal against real PostgreSQL, with the reference figures of API.md. */
const ctx = withUsers('alice', 'bob');
const trade = (body: Record<string, unknown>) => call(ctx.t, ctx.alice, 'POST', '/api/trade', body);
const fill = (id: number, body: Record<string, unknown>) =>
  call(ctx.t, ctx.alice, 'POST', `/api/trade/${id}/fills`, body);
const stock = (accountId: number, extra: Record<string, unknown> = {}) => ({
  accountId,
  instrument: 'ACME',
  assetClass: 'STOCK',
  direction: 'LONG',
  quantity: 100,
  entryPrice: 10,
  entryDate: '2025-03-03T10:00:00Z',
  fees: 1,
  ...extra,
});

describe('a scaled-out trade', () => {
  it('books +118.40 then −41.40 into the account on each exit day, +77.00 in all, and closes', async () => {
    const { t, alice } = ctx;
    const acc = await createAccount(t, alice, {
      name: 'Broker',
      type: 'STOCKS',
      currency: 'USD',
      balance: 1000,
      openingDate: '2025-01-01',
    });
    const res = await trade(stock(acc.id));
    expect(res.statusCode).toBe(201);
    const id = tradeSchema.parse(res.json()).id;
    expect(res.json()).toMatchObject({
      status: 'OPEN',
      openQuantity: 100,
      realizedPnl: null,
      currency: 'USD',
    });
    expect(
      (
        await fill(id, {
          side: 'EXIT',
          quantity: 60,
          price: 12,
          fees: 1,
          date: '2025-03-04T15:00:00Z',
        })
      ).json(),
    ).toMatchObject({
      status: 'OPEN',
      openQuantity: 40,
      realizedPnl: 118.4, // 60 × 2 − 1 − 0.60
    });
    const closed = (
      await fill(id, {
        side: 'EXIT',
        quantity: 40,
        price: 9,
        fees: 1,
        date: '2025-03-05T15:00:00Z',
      })
    ).json();
    // −40 − 1 − 0.40 = −41.40; in all 118.40 − 41.40 = 77.00; average exit (720 + 360) ÷ 100 = 10.80
    expect(closed).toMatchObject({
      status: 'CLOSED',
      openQuantity: 0,
      realizedPnl: 77,
      exitPrice: 10.8,
      entryPrice: 10,
      quantity: 100,
      fees: 3,
      exitDate: '2025-03-05T15:00:00.000Z',
    });
    expect(closed.fills.map((f: { pnl: number | null }) => f.pnl)).toEqual([null, 118.4, -41.4]);
    expect(await balanceOf(t, alice, acc.id)).toBe(1077);
    const days = await t.app.pool.query(
      `SELECT day::text, delta::float8 FROM account_daily_deltas WHERE account_id = $1 AND day > '2025-01-01' ORDER BY day`,
      [acc.id],
    );
    expect(days.rows).toEqual([
      { day: '2025-03-04', delta: 118.4 },
      { day: '2025-03-05', delta: -41.4 },
    ]);
    expect(await ledgerDrift(t.app.db, alice.user.id)).toEqual([]);

    // Deleting the second exit re-books exactly: the trade is open again with +118.40.
    const second = closed.fills[2].id;
    const reopened = (await call(t, alice, 'DELETE', `/api/trade/${id}/fills/${second}`)).json();
    expect(reopened).toMatchObject({
      status: 'OPEN',
      openQuantity: 40,
      realizedPnl: 118.4,
      exitDate: null,
    });
    expect(await balanceOf(t, alice, acc.id)).toBe(1118.4);
    // Cancelling books nothing; deleting the trade takes it out of the ledger.
    expect(
      (await call(t, alice, 'PUT', `/api/trade/${id}`, { status: 'CANCELLED' })).json().status,
    ).toBe('CANCELLED');
    expect(await balanceOf(t, alice, acc.id)).toBe(1000);
    expect((await call(t, alice, 'DELETE', `/api/trade/${id}`)).statusCode).toBe(204);
    expect(await ledgerDrift(t.app.db, alice.user.id)).toEqual([]);
  });

  it('refuses an exit larger than the open quantity with 422 BUS_004, changing nothing', async () => {
    const { t, alice } = ctx;
    const acc = await createAccount(t, alice, {
      name: 'Small',
      type: 'STOCKS',
      currency: 'USD',
      balance: 10,
    });
    const id = (await trade(stock(acc.id))).json().id;
    const res = await fill(id, {
      side: 'EXIT',
      quantity: 101,
      price: 12,
      date: '2025-03-04T15:00:00Z',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'BUS_004',
      reason: 'exitExceedsOpen',
      message: 'An exit cannot be larger than the open quantity',
    });
    expect((await call(t, alice, 'GET', `/api/trade/${id}`)).json().fills).toHaveLength(1);
  });
});

describe('cost basis, shorts and currencies', () => {
  it('matches by the account method: FIFO +350, LIFO +250, AVERAGE +300 on the same fills', async () => {
    const { t, alice } = ctx;
    const pnl: Record<string, number> = {};
    for (const method of ['FIFO', 'LIFO', 'AVERAGE']) {
      const acc = await createAccount(t, alice, {
        name: method,
        type: 'STOCKS',
        currency: 'USD',
        balance: 0,
      });
      await t.app.pool.query(`UPDATE accounts SET cost_basis = $1 WHERE id = $2`, [method, acc.id]);
      const id = (await trade(stock(acc.id, { quantity: 10, entryPrice: 100, fees: 0 }))).json().id;
      await fill(id, { side: 'ENTRY', quantity: 10, price: 120, date: '2025-03-03T11:00:00Z' });
      pnl[method] = (
        await fill(id, { side: 'EXIT', quantity: 15, price: 130, date: '2025-03-04T10:00:00Z' })
      ).json().realizedPnl;
    }
    expect(pnl).toEqual({ FIFO: 350, LIFO: 250, AVERAGE: 300 });
  });

  it('short 100 @ 50 covered @ 45, fee 1 each side, stop 52: +498 and +2.49 R in the simple form', async () => {
    const { t, alice } = ctx;
    const acc = await createAccount(t, alice, {
      name: 'Short',
      type: 'STOCKS',
      currency: 'USD',
      balance: 0,
    });
    const res = await trade(
      stock(acc.id, {
        direction: 'SHORT',
        entryPrice: 50,
        stopLoss: 52,
        exitPrice: 45,
        exitDate: '2025-03-04T10:00:00Z',
        fees: 1,
      }),
    );
    // The simple form puts `fees` on the entry; the exit's fee of 1 is a fill edit.
    const id = res.json().id;
    const exitFill = res.json().fills[1].id;
    const updated = (
      await call(t, alice, 'PUT', `/api/trade/${id}/fills/${exitFill}`, { fees: 1 })
    ).json();
    expect(updated).toMatchObject({
      status: 'CLOSED',
      realizedPnl: 498,
      rMultiple: 2.49,
      returnPct: 9.96,
    });
  });

  it('books a USD trade into a EUR account at the rate of the exit day: 210.00 USD → 192.80 EUR', async () => {
    const { t, alice } = ctx;
    const acc = await createAccount(t, alice, {
      name: 'FX',
      type: 'FX',
      currency: 'EUR',
      balance: 0,
      openingDate: '2025-05-01',
    });
    expect(
      (
        await call(t, alice, 'POST', '/api/fx/rates', {
          date: '2025-05-09',
          base: 'EUR',
          quote: 'USD',
          rate: 1.0892,
        })
      ).statusCode,
    ).toBe(201);
    const res = await trade({
      accountId: acc.id,
      instrument: 'EUR/USD',
      assetClass: 'FX',
      direction: 'LONG',
      currency: 'USD',
      quantity: 50000,
      entryPrice: 1.085,
      entryDate: '2025-05-08T09:00:00Z',
      exitPrice: 1.0892,
      exitDate: '2025-05-09T16:00:00Z',
      fees: 0,
    });
    // (1.0892 − 1.0850) × 50,000 = 210.00 USD; ÷ 1.0892 = 192.80 EUR
    expect(res.json()).toMatchObject({ realizedPnl: 210, currency: 'USD', status: 'CLOSED' });
    expect(await balanceOf(t, alice, acc.id)).toBe(192.8);
  });
});

describe('access', () => {
  it("answers another user's trade and fill with 404, byte for byte like a missing one", async () => {
    const { t, alice, bob } = ctx;
    const acc = await createAccount(t, alice, {
      name: 'Mine',
      type: 'STOCKS',
      currency: 'USD',
      balance: 0,
    });
    const mine = (await trade(stock(acc.id))).json();
    const theirs = await call(t, bob, 'GET', `/api/trade/${mine.id}`);
    const missing = await call(t, bob, 'GET', '/api/trade/99999999');
    expect([theirs.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(withoutRequestId(theirs.body)).toBe(withoutRequestId(missing.body));
    expect(
      (await call(t, bob, 'DELETE', `/api/trade/${mine.id}/fills/${mine.fills[0].id}`)).statusCode,
    ).toBe(404);
    expect((await call(t, bob, 'POST', '/api/trade', stock(acc.id))).statusCode).toBe(404);
    expect((await call(t, bob, 'GET', '/api/trade')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('filters the list by account, status and tag', async () => {
    const { t, alice } = ctx;
    const acc = await createAccount(t, alice, {
      name: 'Filters',
      type: 'STOCKS',
      currency: 'USD',
      balance: 0,
    });
    await trade(stock(acc.id, { tags: ['breakout'], instrument: 'ZZZ' }));
    const list = (
      await call(t, alice, 'GET', `/api/trade?accountId=${acc.id}&status=OPEN&tag=breakout`)
    ).json();
    expect(list).toMatchObject({ total: 1, items: [{ instrument: 'ZZZ', tags: ['breakout'] }] });
    expect(
      (await call(t, alice, 'GET', `/api/trade?accountId=${acc.id}&tag=other`)).json().total,
    ).toBe(0);
  });
});

describe('a trade in a currency no rate converts', () => {
  it('refuses the exit with 422 BUS_004 and reason missingRate, booking nothing', async () => {
    const { t, alice } = ctx;
    const acc = await createAccount(t, alice, {
      name: 'Euro broker',
      type: 'STOCKS',
      currency: 'EUR',
      balance: 500,
      openingDate: '2025-01-01',
    });
    // The ECB never quoted the UAE dirham, and no user rate exists for it.
    const id = tradeSchema.parse(
      (await trade(stock(acc.id, { instrument: 'EMAAR', currency: 'AED' }))).json(),
    ).id;
    const res = await fill(id, {
      side: 'EXIT',
      quantity: 100,
      price: 11,
      date: '2025-03-05T15:00:00Z',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'BUS_004', reason: 'missingRate' });
    expect(await balanceOf(t, alice, acc.id)).toBe(500);
  });
});
