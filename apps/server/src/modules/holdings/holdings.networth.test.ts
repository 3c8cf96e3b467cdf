import { networthSeriesSchema, networthSummarySchema, tradeSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { ledgerDrift } from '../../test/areas.js';
import { call, createAccount, daysFromToday } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * Open trades in net worth (ADR 0011), through the dashboard's SQL, against hand-derived figures:
 * each account counts its balance plus its open trades' unrealised P&L at each day's price.
 */
const ctx = withUsers('alice', 'bob');
const at = (n: number) => `${daysFromToday(n)}T10:00:00Z`;

async function series(who = ctx.alice) {
  const res = await call(ctx.t, who, 'GET', '/api/dashboard/networth?range=30d');
  expect(res.statusCode, res.body).toBe(200);
  const points = networthSeriesSchema.parse(res.json()).points;
  return (n: number) => points.find((p) => p.date === daysFromToday(n))!.netWorth;
}
async function summary(who = ctx.alice) {
  const res = await call(ctx.t, who, 'GET', '/api/dashboard/networth/summary');
  return networthSummarySchema.parse(res.json());
}
const price = (instrument: string, n: number, value: number) =>
  call(ctx.t, ctx.alice, 'POST', '/api/prices', {
    instrument,
    date: daysFromToday(n),
    price: value,
  });

describe('net worth counts open trades at market', () => {
  let broker: number;
  let tradeId: number;

  it('moves by the price change on its day and by nothing at a partial exit at the mark', async () => {
    broker = (
      await createAccount(ctx.t, ctx.alice, {
        name: 'Broker',
        type: 'STOCKS',
        currency: 'EUR',
        balance: 10_000,
        openingDate: daysFromToday(-30),
      })
    ).id;
    const res = await call(ctx.t, ctx.alice, 'POST', '/api/trade', {
      accountId: broker,
      instrument: 'asml',
      assetClass: 'STOCK',
      direction: 'LONG',
      quantity: 10,
      entryPrice: 100,
      fees: 1,
      entryDate: at(-10),
    });
    expect(res.statusCode, res.body).toBe(201);
    tradeId = tradeSchema.parse(res.json()).id;
    await price('ASML', -5, 110);
    const exit = await call(ctx.t, ctx.alice, 'POST', `/api/trade/${tradeId}/fills`, {
      side: 'EXIT',
      quantity: 4,
      price: 120,
      fees: 0,
      date: at(-3),
    });
    expect(exit.statusCode, exit.body).toBe(201);
    await price('ASML', -1, 105);

    const nw = await series();
    expect(nw(-11)).toBe(10_000);
    // Day −10: 10 @ 100 and its 1.00 fee, marked at the fill: (1,000 − 1,000) − 1 = −1.
    expect(nw(-10)).toBe(9_999);
    expect(nw(-6)).toBe(9_999);
    // Day −5, priced 110: (1,100 − 1,000) − 1 = +99.
    expect(nw(-5)).toBe(10_099);
    expect(nw(-4)).toBe(10_099);
    // Day −3: 4 sold at 120 book (480 − 400) − 0.40 = 79.60 into cash; 6 @ 100 and 0.60 of the
    // fee stay open, at the stored 110: (660 − 600) − 0.60 = 59.40. 10,079.60 + 59.40.
    expect(nw(-3)).toBe(10_139);
    // Day −1, priced 105: (630 − 600) − 0.60 = 29.40; 10,079.60 + 29.40.
    expect(nw(-1)).toBe(10_109);
    expect(nw(0)).toBe(10_109);
    const s = await summary();
    expect(s.netWorth).toBe(10_109);
    expect(s.assets).toBe(10_109);
    expect(s.liabilities).toBe(0);
    expect(s.byType.STOCKS).toBe(10_109);
    expect(await ledgerDrift(ctx.t.app.db, ctx.alice.user.id)).toEqual([]);
  });

  it('a price edited in the past changes the series from that day on, and no earlier', async () => {
    const before = await series();
    await price('ASML', -8, 90);
    const nw = await series();
    expect(nw(-9)).toBe(before(-9));
    // Days −8 to −6 at 90: (900 − 1,000) − 1 = −101.
    expect(nw(-8)).toBe(9_899);
    expect(nw(-6)).toBe(9_899);
    expect(nw(-5)).toBe(before(-5));
    expect(nw(0)).toBe(before(0));
  });

  it('a short gains as the price falls; an unrealised loss lowers assets, it is no liability', async () => {
    const res = await call(ctx.t, ctx.alice, 'POST', '/api/trade', {
      accountId: broker,
      instrument: 'TTE',
      assetClass: 'STOCK',
      direction: 'SHORT',
      quantity: 100,
      entryPrice: 50,
      fees: 0,
      entryDate: at(-2),
    });
    expect(res.statusCode, res.body).toBe(201);
    await price('TTE', -1, 48);
    // (48 × 100 − 5,000) × −1 = +200 on top of 10,109.
    expect((await series())(-1)).toBe(10_309);
    await price('TTE', 0, 160);
    // (160 × 100 − 5,000) × −1 = −11,000: the account is 10,109 − 11,000 = −891 in all.
    const s = await summary();
    expect(s.netWorth).toBe(-891);
    expect(s.assets).toBe(0);
    expect(s.liabilities).toBe(891);
  });

  it('closing, cancelling or deleting a trade leaves its booked P&L only; bob sees none of it', async () => {
    const close = await call(ctx.t, ctx.alice, 'POST', `/api/trade/${tradeId}/fills`, {
      side: 'EXIT',
      quantity: 6,
      price: 105,
      fees: 0,
      date: at(0),
    });
    expect(close.statusCode, close.body).toBe(201);
    // ASML closed at 105, its marked price: 30 − 0.60 = 29.40 booked, as it was marked: 10,109.
    const tte = (await call(ctx.t, ctx.alice, 'GET', '/api/trade?status=OPEN')).json() as {
      items: { id: number }[];
    };
    const del = await call(ctx.t, ctx.alice, 'DELETE', `/api/trade/${tte.items[0]!.id}`);
    expect(del.statusCode, del.body).toBe(204);
    const s = await summary();
    expect(s.netWorth).toBe(10_109);
    expect((await series())(-1)).toBe(10_109);
    // The deleted trade's steps went with it; the closed one ends holding nothing.
    const { rows } = await ctx.t.app.pool.query(
      `SELECT DISTINCT ON (trade_id) trade_id::int AS id, quantity::float AS q
       FROM trade_position_steps WHERE user_id = $1 ORDER BY trade_id, day DESC`,
      [ctx.alice.user.id],
    );
    expect(rows).toEqual([{ id: tradeId, q: 0 }]);
    expect((await summary(ctx.bob)).netWorth).toBe(0);
  });

  it('several trades of one instrument in one account add up, longs and shorts alike', async () => {
    const second = (
      await createAccount(ctx.t, ctx.alice, {
        name: 'Second',
        type: 'STOCKS',
        currency: 'EUR',
        balance: 0,
        openingDate: daysFromToday(-30),
      })
    ).id;
    for (const body of [
      { direction: 'LONG', quantity: 5, entryPrice: 100, entryDate: at(-6) },
      { direction: 'SHORT', quantity: 2, entryPrice: 108, entryDate: at(-4) },
    ]) {
      const res = await call(ctx.t, ctx.alice, 'POST', '/api/trade', {
        accountId: second,
        instrument: 'ASML',
        assetClass: 'STOCK',
        fees: 0,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await call(
      ctx.t,
      ctx.alice,
      'GET',
      `/api/performance?accountId=${second}&range=30d`,
    );
    const value = (n: number) =>
      (res.json() as { points: { date: string; value: number }[] }).points.find(
        (p) => p.date === daysFromToday(n),
      )!.value;
    // ASML's stored prices: 90 from day −8, 110 from −5, 105 from −1.
    expect(value(-7)).toBe(0);
    expect(value(-6)).toBe(-50); // long 5 @ 100 at 90
    expect(value(-5)).toBe(50); // at 110
    // The short opens at 108 on a day priced 110: (110 × 2 − 216) × −1 = −4; with the long 46.
    expect(value(-4)).toBe(46);
    // At 105: long (525 − 500) = 25, short (210 − 216) × −1 = +6.
    expect(value(-1)).toBe(31);
    expect(value(0)).toBe(31);
  });
});
