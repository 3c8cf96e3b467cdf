import { accountSchema, costBasisPreviewSchema, holdingListSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { ledgerDrift } from '../../test/areas.js';
import { balanceOf, call, createAccount, dailyDeltas, daysFromToday } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * The cost-basis method of an account (ADR 0010, addendum) against real PostgreSQL, on API.md's
 * example: buy 10 @ 100, buy 10 @ 120, sell 15 @ 130, no fees. Exit value 15 × 130 = 1,950; matched
 * cost FIFO 10 × 100 + 5 × 120 = 1,600 (+350, 5 @ 120 left), AVERAGE 15 × 110 = 1,650 (+300, 5 @
 * 110 left), LIFO 10 × 120 + 5 × 100 = 1,700 (+250, 5 @ 100 left).
 */
const ctx = withUsers('alice', 'bob');
const at = (days: number) => `${daysFromToday(days)}T10:00:00Z`;
const get = async (url: string) => (await call(ctx.t, ctx.alice, 'GET', url)).json();

async function broker() {
  const acc = await createAccount(ctx.t, ctx.alice, {
    name: 'Broker',
    type: 'STOCKS',
    currency: 'EUR',
    balance: 1000,
    openingDate: daysFromToday(-20),
  });
  const res = await call(ctx.t, ctx.alice, 'POST', '/api/trade', {
    accountId: acc.id,
    instrument: 'ACME',
    assetClass: 'STOCK',
    direction: 'LONG',
    quantity: 10,
    entryPrice: 100,
    entryDate: at(-10),
    fees: 0,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const fill = (body: Record<string, unknown>) =>
    call(ctx.t, ctx.alice, 'POST', `/api/trade/${id}/fills`, { fees: 0, ...body });
  await fill({ side: 'ENTRY', quantity: 10, price: 120, date: at(-9) });
  const exit = await fill({ side: 'EXIT', quantity: 15, price: 130, date: at(-8) });
  expect(exit.json().realizedPnl).toBe(350);
  return { accountId: acc.id, tradeId: id };
}

/** What each figure of the account says after a change to `method`, with its expected values. */
async function expectBooked(accountId: number, tradeId: number, pnl: number, averageCost: number) {
  // The P&L moves the balance on the exit's day (8 days ago) and so today's.
  expect(await dailyDeltas(ctx.t, accountId)).toEqual([
    [daysFromToday(-20), '1000.00000000'],
    [daysFromToday(-8), `${pnl}.00000000`],
  ]);
  expect(await balanceOf(ctx.t, ctx.alice, accountId)).toBe(1000 + pnl);
  const trade = await get(`/api/trade/${tradeId}`);
  expect(trade).toMatchObject({ realizedPnl: pnl, openQuantity: 5, status: 'OPEN' });
  expect(trade.fills.map((f: { pnl: number | null }) => f.pnl)).toEqual([null, null, pnl]);
  // The trade's summary (ADR 0010), which the stats and calendar read, follows its fills.
  const { rows } = await ctx.t.db.pool.query<{ net: string }>(
    'SELECT net_pnl::text AS net FROM trades WHERE id = $1',
    [tradeId],
  );
  expect(Number(rows[0]!.net)).toBe(pnl);
  // The list page is a cached answer (ADR 0010): the change must have dropped it.
  const page = await get(`/api/trade?accountId=${accountId}`);
  expect(page.items[0].realizedPnl).toBe(pnl);
  const [h] = holdingListSchema.parse(await get(`/api/holdings?accountId=${accountId}`));
  expect(h).toMatchObject({ quantity: 5, averageCost, costBasis: 5 * averageCost, price: 130 });
  // At the mark of 130, realised + unrealised = 20 × (130 − 110) = 400 under every method (350 + 50,
  // 300 + 100, 250 + 150): the account's value does not move, only the split between the two.
  expect(h!.unrealizedPnl).toBe(5 * (130 - averageCost));
  expect(await ledgerDrift(ctx.t.app.db, ctx.alice.user.id)).toEqual([]);
}

describe('cost basis of an account', () => {
  it('re-books realised P&L, the exit day’s balance and the holdings at each change', async () => {
    const { accountId, tradeId } = await broker();
    expect(accountSchema.parse(await get(`/api/account/${accountId}`)).costBasis).toBe('FIFO');
    await expectBooked(accountId, tradeId, 350, 120);

    const steps: [string, number, number][] = [
      ['AVERAGE', 300, 110],
      ['LIFO', 250, 100],
      ['FIFO', 350, 120],
    ];
    for (const [method, pnl, averageCost] of steps) {
      const current = (await get(`/api/account/${accountId}`)).balance - 1000;
      const preview = costBasisPreviewSchema.parse(
        await get(`/api/account/${accountId}/cost-basis-preview?method=${method}`),
      );
      expect(preview).toEqual({
        method,
        realizedPnl: pnl,
        currentRealizedPnl: current,
        currency: 'EUR',
      });
      const put = await call(ctx.t, ctx.alice, 'PUT', `/api/account/${accountId}`, {
        costBasis: method,
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({ costBasis: method, balance: 1000 + pnl });
      await expectBooked(accountId, tradeId, pnl, averageCost);
    }
    // The same method again books nothing new.
    const same = await call(ctx.t, ctx.alice, 'PUT', `/api/account/${accountId}`, {
      costBasis: 'FIFO',
    });
    expect(same.json()).toMatchObject({ costBasis: 'FIFO', balance: 1350 });
  });

  it('is chosen at creation for an investment account, FIFO when left out', async () => {
    const avg = await call(ctx.t, ctx.alice, 'POST', '/api/account', {
      name: 'Crypto',
      type: 'CRYPTO',
      currency: 'EUR',
      costBasis: 'AVERAGE',
    });
    expect(avg.statusCode).toBe(201);
    expect(avg.json().costBasis).toBe('AVERAGE');
    expect((await get(`/api/account/${avg.json().id}`)).costBasis).toBe('AVERAGE');
    const list = await get('/api/account');
    expect(list.find((a: { id: number }) => a.id === avg.json().id).costBasis).toBe('AVERAGE');
    const plain = await createAccount(ctx.t, ctx.alice, {
      name: 'Fx',
      type: 'FX',
      currency: 'EUR',
    });
    expect((await get(`/api/account/${plain.id}`)).costBasis).toBe('FIFO');
  });

  it('is refused for other account types, in the error envelope', async () => {
    const message =
      'Cost basis can be chosen for investment accounts only (stocks, crypto, foreign exchange)';
    const post = await call(ctx.t, ctx.alice, 'POST', '/api/account', {
      name: 'Wallet',
      type: 'CASH',
      currency: 'EUR',
      costBasis: 'LIFO',
    });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toMatchObject({ code: 'VAL_001', errors: { costBasis: [message] } });
    const cash = await createAccount(ctx.t, ctx.alice, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
    });
    const put = await call(ctx.t, ctx.alice, 'PUT', `/api/account/${cash.id}`, {
      costBasis: 'LIFO',
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ code: 'VAL_001', errors: { costBasis: [message] } });
    // The preview is a read: any account (no trades here: 0 either way).
    expect(await get(`/api/account/${cash.id}/cost-basis-preview?method=LIFO`)).toEqual({
      method: 'LIFO',
      realizedPnl: 0,
      currentRealizedPnl: 0,
      currency: 'EUR',
    });
    expect((await get(`/api/account/${cash.id}`)).costBasis).toBe('FIFO');

    // Made an investment account in the same PUT: allowed. Back to cash only once on FIFO again.
    const retyped = await call(ctx.t, ctx.alice, 'PUT', `/api/account/${cash.id}`, {
      type: 'STOCKS',
      costBasis: 'LIFO',
    });
    expect(retyped.json()).toMatchObject({ type: 'STOCKS', costBasis: 'LIFO' });
    const back = await call(ctx.t, ctx.alice, 'PUT', `/api/account/${cash.id}`, { type: 'CASH' });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors).toEqual({
      type: [
        'Set the cost basis back to FIFO before making this a type that is not an investment account',
      ],
    });
    const bad = await call(
      ctx.t,
      ctx.alice,
      'GET',
      `/api/account/${cash.id}/cost-basis-preview?method=HIFO`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it("answers 404 for another user's account, like a missing one", async () => {
    const { accountId } = await broker();
    const put = await call(ctx.t, ctx.bob, 'PUT', `/api/account/${accountId}`, {
      costBasis: 'LIFO',
    });
    expect(put.statusCode).toBe(404);
    const preview = await call(
      ctx.t,
      ctx.bob,
      'GET',
      `/api/account/${accountId}/cost-basis-preview?method=LIFO`,
    );
    expect(preview.statusCode).toBe(404);
    expect((await get(`/api/account/${accountId}`)).costBasis).toBe('FIFO');
  });
});
