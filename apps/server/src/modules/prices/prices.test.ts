import { priceListSchema, priceSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { call, withoutRequestId } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/** API tests of /api/prices against real PostgreSQL: a user's own closing prices. */
const ctx = withUsers('alice', 'bob');
const post = (body: Record<string, unknown>, who = ctx.alice) =>
  call(ctx.t, who, 'POST', '/api/prices', body);
const list = async (query = '', who = ctx.alice) =>
  priceListSchema.parse((await call(ctx.t, who, 'GET', `/api/prices${query}`)).json());

/** An imported price, as the CSV import will write it (the import route comes with its wizard). */
async function imported(user: number, instrument: string, date: string, price: string) {
  await ctx.t.db.pool.query(
    `INSERT INTO prices (user_id, instrument, date, source, price) VALUES ($1, $2, $3, 'IMPORT', $4)`,
    [user, instrument, date, price],
  );
}

describe('prices', () => {
  it('creates (201) then replaces (200) the user’s price of a day, symbol upper-case', async () => {
    const created = await post({ instrument: 'aapl', date: '2025-03-03', price: 187.25 });
    expect(created.statusCode).toBe(201);
    expect(priceSchema.parse(created.json())).toMatchObject({
      instrument: 'AAPL',
      date: '2025-03-03',
      price: 187.25,
      currency: null,
      source: 'MANUAL',
    });
    const replaced = await post({
      instrument: 'AAPL',
      date: '2025-03-03',
      price: 188,
      currency: 'USD',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ price: 188, currency: 'USD' });
    expect(await list('?instrument=AAPL')).toHaveLength(1);
  });

  it('lists an instrument’s days in order within from/to; a typed price wins over an imported one', async () => {
    const me = ctx.alice.user.id;
    await imported(me, 'MSFT', '2025-01-02', '400.10');
    await imported(me, 'MSFT', '2025-01-03', '401.20');
    await imported(me, 'MSFT', '2025-01-06', '399.90');
    await post({ instrument: 'MSFT', date: '2025-01-03', price: 401.5 });
    const days = await list('?instrument=msft');
    expect(days.map((p) => [p.date, p.price, p.source])).toEqual([
      ['2025-01-02', 400.1, 'IMPORT'],
      ['2025-01-03', 401.5, 'MANUAL'],
      ['2025-01-06', 399.9, 'IMPORT'],
    ]);
    const window = await list('?instrument=MSFT&from=2025-01-03&to=2025-01-05');
    expect(window.map((p) => p.date)).toEqual(['2025-01-03']);
    // Without an instrument: the latest price of each one.
    const latest = await list();
    expect(latest.map((p) => [p.instrument, p.date])).toEqual([
      ['AAPL', '2025-03-03'],
      ['MSFT', '2025-01-06'],
    ]);
  });

  it('deletes the user’s own price only; the imported one of that day shows again', async () => {
    const me = ctx.alice.user.id;
    await imported(me, 'VOD', '2025-02-03', '72.5');
    await post({ instrument: 'VOD', date: '2025-02-03', price: 73 });
    expect((await call(ctx.t, ctx.alice, 'DELETE', '/api/prices/VOD/2025-02-03')).statusCode).toBe(
      204,
    );
    expect((await list('?instrument=VOD')).map((p) => [p.price, p.source])).toEqual([
      [72.5, 'IMPORT'],
    ]);
    // Nothing of one's own left that day: 404, like any missing price.
    expect((await call(ctx.t, ctx.alice, 'DELETE', '/api/prices/VOD/2025-02-03')).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input and keeps each user’s prices to themselves', async () => {
    for (const body of [
      { instrument: 'X', date: '2025-01-01', price: -1 },
      { instrument: 'X', date: '2025-02-30', price: 1 },
      { instrument: 'X', date: '1899-12-31', price: 1 },
      { instrument: '', date: '2025-01-01', price: 1 },
      { instrument: 'X', date: '2025-01-01', price: 1, currency: 'usd' },
      { instrument: 'X', date: '2025-01-01', price: 1.123456789 },
      { instrument: 'X', date: '2025-01-01', price: 1, source: 'IMPORT' },
      { instrument: 'X', date: '2025-01-01' },
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBeDefined();
    }
    expect((await call(ctx.t, ctx.alice, 'GET', '/api/prices?from=2025-13-01')).statusCode).toBe(
      400,
    );
    await post({ instrument: 'MINE', date: '2025-04-01', price: 10 });
    expect(await list('?instrument=MINE', ctx.bob)).toEqual([]);
    const theirs = await call(ctx.t, ctx.bob, 'DELETE', '/api/prices/MINE/2025-04-01');
    const missing = await call(ctx.t, ctx.bob, 'DELETE', '/api/prices/NOPE/2025-04-01');
    expect(theirs.statusCode).toBe(404);
    expect(withoutRequestId(theirs.body)).toBe(withoutRequestId(missing.body));
    expect((await list('?instrument=MINE')).map((p) => p.price)).toEqual([10]);
  });
});
