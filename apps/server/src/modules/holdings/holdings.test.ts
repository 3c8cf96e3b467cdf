import { holdingListSchema, tradeSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { call, createAccount, daysFromToday } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/** API tests of /api/holdings against real PostgreSQL: open positions marked to market. */
const ctx = withUsers('alice', 'bob');
const holdings = async (query = '', who = ctx.alice) =>
  holdingListSchema.parse((await call(ctx.t, who, 'GET', `/api/holdings${query}`)).json());

async function trade(accountId: number, body: Record<string, unknown>) {
  const res = await call(ctx.t, ctx.alice, 'POST', '/api/trade', { accountId, fees: 0, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return tradeSchema.parse(res.json()).id;
}
const fill = (id: number, body: Record<string, unknown>) =>
  call(ctx.t, ctx.alice, 'POST', `/api/trade/${id}/fills`, body);

describe('holdings', () => {
  let eur: number;

  it('marks a scaled-in, partly sold position at the last fill until a price is stored', async () => {
    eur = (
      await createAccount(ctx.t, ctx.alice, {
        name: 'Broker',
        type: 'STOCKS',
        currency: 'EUR',
        balance: 10_000,
        openingDate: daysFromToday(-30),
      })
    ).id;
    const id = await trade(eur, {
      instrument: 'asml',
      assetClass: 'STOCK',
      direction: 'LONG',
      quantity: 10,
      entryPrice: 100,
      fees: 1,
      entryDate: `${daysFromToday(-10)}T10:00:00Z`,
    });
    await fill(id, {
      side: 'ENTRY',
      quantity: 10,
      price: 120,
      fees: 1,
      date: `${daysFromToday(-9)}T10:00:00Z`,
    });
    await fill(id, {
      side: 'EXIT',
      quantity: 15,
      price: 130,
      fees: 0,
      date: `${daysFromToday(-8)}T10:00:00Z`,
    });
    // FIFO leaves 5 @ 120 with 0.50 of its fee; at the last fill's 130: 5 × 10 − 0.50 = 49.50.
    const [h] = await holdings();
    expect(h).toMatchObject({
      accountId: eur,
      instrument: 'ASML',
      quantity: 5,
      averageCost: 120,
      costBasis: 600.5,
      price: 130,
      priceDate: daysFromToday(-8),
      stalePrice: true,
      marketValue: 650,
      unrealizedPnl: 49.5,
      baseCurrency: 'EUR',
      marketValueBase: 650,
      weight: 100,
    });
    // A stored price of an earlier day than today is the latest on or before today: 24.50.
    await call(ctx.t, ctx.alice, 'POST', '/api/prices', {
      instrument: 'ASML',
      date: daysFromToday(-2),
      price: 125,
    });
    // A future price is not today's.
    await call(ctx.t, ctx.alice, 'POST', '/api/prices', {
      instrument: 'ASML',
      date: daysFromToday(5),
      price: 500,
    });
    const [priced] = await holdings();
    expect(priced).toMatchObject({
      price: 125,
      priceDate: daysFromToday(-2),
      stalePrice: false,
      marketValue: 625,
      unrealizedPnl: 24.5,
      unrealizedPct: 4.08, // 24.50 ÷ 600.50
    });
  });

  it('a short counts negative; weights share the gross value', async () => {
    await trade(eur, {
      instrument: 'TTE',
      assetClass: 'STOCK',
      direction: 'SHORT',
      quantity: 100,
      entryPrice: 50,
      fees: 1,
      entryDate: `${daysFromToday(-5)}T10:00:00Z`,
    });
    await call(ctx.t, ctx.alice, 'POST', '/api/prices', {
      instrument: 'TTE',
      date: daysFromToday(-1),
      price: 45,
    });
    const list = await holdings(`?accountId=${eur}`);
    const short = list.find((h) => h.instrument === 'TTE')!;
    // (45 × 100 − 5,000) × −1 − 1 fee = +499; value −4,500.
    expect(short).toMatchObject({ quantity: -100, marketValue: -4500, unrealizedPnl: 499 });
    // Gross 625 + 4,500 = 5,125: 12.20 % and 87.80 %.
    expect(list.map((h) => [h.instrument, h.weight])).toEqual([
      ['ASML', 12.2],
      ['TTE', 87.8],
    ]);
  });

  it('values a dollar position in the euro base at today’s rate', async () => {
    const usd = (
      await createAccount(ctx.t, ctx.alice, {
        name: 'US broker',
        type: 'STOCKS',
        currency: 'USD',
        balance: 1_000,
        openingDate: daysFromToday(-30),
      })
    ).id;
    await trade(usd, {
      instrument: 'MSFT',
      assetClass: 'STOCK',
      direction: 'LONG',
      quantity: 2,
      entryPrice: 400,
      entryDate: `${daysFromToday(-3)}T15:00:00Z`,
    });
    const { rows } = await ctx.t.db.pool.query<{ rate: string }>(
      `SELECT rate::text FROM fx_rates WHERE user_id IS NULL AND base = 'EUR' AND quote = 'USD'
       ORDER BY date DESC LIMIT 1`,
    );
    const [h] = await holdings(`?accountId=${usd}`);
    // 2 × 400 = 800 USD ÷ the latest EUR→USD rate, to the cent.
    expect(h!.marketValue).toBe(800);
    expect(h!.marketValueBase).toBe(Math.round((800 / Number(rows[0]!.rate)) * 100) / 100);
  });

  it('closed trades hold nothing; another user sees none of it; bad input is 400', async () => {
    const id = await trade(eur, {
      instrument: 'GONE',
      assetClass: 'STOCK',
      direction: 'LONG',
      quantity: 1,
      entryPrice: 10,
      exitPrice: 11,
      entryDate: `${daysFromToday(-4)}T10:00:00Z`,
      exitDate: `${daysFromToday(-3)}T10:00:00Z`,
    });
    expect(id).toBeGreaterThan(0);
    expect((await holdings()).map((h) => h.instrument)).not.toContain('GONE');
    expect(await holdings(`?accountId=${eur}`, ctx.bob)).toEqual([]);
    expect(await holdings('', ctx.bob)).toEqual([]);
    expect((await call(ctx.t, ctx.alice, 'GET', '/api/holdings?accountId=x')).statusCode).toBe(400);
  });
});
