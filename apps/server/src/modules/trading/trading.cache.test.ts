import { tradeCalendarSchema, tradePageSchema, tradeStatsSchema } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../../test/auth.js';
import { call } from '../../test/ledger.js';
import { seedAccount, seedRates } from '../../test/ledger-sql.js';
import { multipartBody } from '../../test/multipart.js';
import { withUsers } from '../../test/users.js';

/**
 * The trading answers kept in the per-user cache (trading.cache.ts, ADR 0010): cached indeed, and
 * never served stale after any change they are made of — a trade or fill write, the break-even
 * band, the user's own rate, a shared rate, the time zone, the base currency.
 * Carol trades in USD on a USD account; her base is EUR; the one shared rate is EUR→USD 1.25.
 */
const ctx = withUsers('admin', 'carol');
let usd: number;

const stats = async () => {
  const res = await call(ctx.t, ctx.carol, 'GET', '/api/trade/stats');
  expect(res.statusCode).toBe(200);
  return tradeStatsSchema.parse(res.json());
};
const june = async () => {
  const res = await call(ctx.t, ctx.carol, 'GET', '/api/trade/calendar?year=2025&month=6');
  expect(res.statusCode).toBe(200);
  return tradeCalendarSchema.parse(res.json());
};
const page = async () => {
  const res = await call(ctx.t, ctx.carol, 'GET', '/api/trade?page=1&pageSize=10');
  expect(res.statusCode).toBe(200);
  return tradePageSchema.parse(res.json());
};
const total = async () => (await page()).total;

/** A USD trade of 1 share bought at 1000 on `day` 09:30 UTC, sold at 1000 + pnl at 15:00 when given. */
async function trade(day: string, pnl?: number) {
  const res = await call(ctx.t, ctx.carol, 'POST', '/api/trade', {
    accountId: usd,
    instrument: 'ACME',
    assetClass: 'STOCK',
    direction: 'LONG',
    quantity: 1,
    entryPrice: 1000,
    fees: 0,
    entryDate: `${day}T09:30:00Z`,
    ...(pnl === undefined ? {} : { exitPrice: 1000 + pnl, exitDate: `${day}T15:00:00Z` }),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; fills: { id: number }[] };
}

beforeAll(async () => {
  const pool = ctx.t.app.pool;
  await pool.query('DELETE FROM fx_rates');
  await seedRates(pool, [{ date: '2025-05-01', base: 'EUR', quote: 'USD', rate: '1.25' }]);
  usd = await seedAccount(pool, ctx.carol.user.id, {
    name: 'Broker USD',
    type: 'STOCKS',
    currency: 'USD',
    openingBalance: '0',
    openingDate: '2025-01-01',
  });
  await trade('2025-06-02', 125); // 100 EUR
});

describe('the trading cache', () => {
  it('answers stats, calendar and list pages from the cache until the user’s next write', async () => {
    expect((await stats()).netPnl).toBe(100);
    expect(await june()).toEqual([{ date: '2025-06-02', netPnl: 100, count: 1 }]);
    expect((await page()).items[0]!.notes).toBeNull();
    // Behind the app's back: not seen, the answers are cached...
    const behind = (set: string) =>
      ctx.t.app.pool.query(`UPDATE trades SET ${set} WHERE user_id = $1`, [ctx.carol.user.id]);
    await behind(`net_pnl = 250, notes = 'behind'`);
    expect((await stats()).netPnl).toBe(100);
    expect((await june())[0]!.netPnl).toBe(100);
    expect((await page()).items[0]!.notes).toBeNull();
    await behind('net_pnl = 125, notes = NULL');
  });

  it('never serves a stale answer after a trade or fill is written', async () => {
    expect(await total()).toBe(1);
    await trade('2025-06-03', 250); // 200 EUR
    expect(await total()).toBe(2);
    expect((await stats()).netPnl).toBe(300);
    expect(await june()).toEqual([
      { date: '2025-06-02', netPnl: 100, count: 1 },
      { date: '2025-06-03', netPnl: 200, count: 1 },
    ]);
    const open = await trade('2025-06-04');
    expect(await total()).toBe(3);
    const path = `/api/trade/${open.id}/fills`;
    const added = await call(ctx.t, ctx.carol, 'POST', path, {
      side: 'EXIT',
      quantity: 1,
      price: 1050,
      date: '2025-06-05T15:00:00Z',
    });
    expect(added.statusCode).toBe(201);
    expect((await stats()).count).toBe(3);
    expect((await june()).at(-1)).toEqual({ date: '2025-06-05', netPnl: 40, count: 1 });
    const exitId = (added.json() as { fills: { id: number }[] }).fills[1]!.id;
    const edited = await call(ctx.t, ctx.carol, 'PUT', `${path}/${exitId}`, { price: 1100 });
    expect(edited.statusCode).toBe(200);
    expect((await stats()).netPnl).toBe(380); // 100 + 200 + 80
    expect((await page()).items.find((x) => x.id === open.id)!.realizedPnl).toBe(100);
    expect((await call(ctx.t, ctx.carol, 'DELETE', `${path}/${exitId}`)).statusCode).toBe(200);
    expect((await stats()).count).toBe(2);
    expect(await june()).toHaveLength(2);
    expect((await call(ctx.t, ctx.carol, 'DELETE', `/api/trade/${open.id}`)).statusCode).toBe(204);
    expect(await total()).toBe(2);
  });

  it('counts by the new break-even band at once', async () => {
    expect((await stats()).wins).toBe(2);
    const res = await call(ctx.t, ctx.carol, 'PUT', '/api/tradingSettings', {
      breakEvenMin: -150,
      breakEvenMax: 150,
    });
    expect(res.statusCode).toBe(200);
    expect(await stats()).toMatchObject({ wins: 1, breakeven: 1 });
  });

  it('converts at the user’s own new rate at once', async () => {
    expect((await stats()).netPnl).toBe(300);
    const res = await call(ctx.t, ctx.carol, 'POST', '/api/fx/rates', {
      date: '2025-05-15',
      base: 'USD',
      quote: 'EUR',
      rate: 0.5,
    });
    expect(res.statusCode).toBe(201);
    expect((await stats()).netPnl).toBe(187.5); // (125 + 250) × 0.5
    expect((await june())[0]!.netPnl).toBe(62.5);
  });

  it('converts at a new shared rate at once (an admin’s import)', async () => {
    const { payload, headers } = multipartBody({
      fileName: 'rates.csv',
      contentType: 'text/csv',
      data: Buffer.from('Date,USD,\r\n2025-05-20,2.5,\r\n'),
    });
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/fx/rates/import',
      headers: { ...authed(ctx.admin), ...headers },
      payload,
    });
    expect(res.json()).toEqual({ imported: 1, skipped: 0 });
    // EUR→USD 2.5 of 05-20 is later than Carol's own 05-15: (125 + 250) ÷ 2.5
    expect((await stats()).netPnl).toBe(150);
  });

  it('buckets by the new time zone at once', async () => {
    expect((await stats()).byHour.map((b) => b.key)).toEqual(['09']);
    const res = await call(ctx.t, ctx.carol, 'PUT', '/api/generalSettings', {
      timezone: 'Asia/Tokyo',
    });
    expect(res.statusCode).toBe(200);
    expect((await stats()).byHour.map((b) => b.key)).toEqual(['18']);
  });

  it('answers in the new base currency at once', async () => {
    expect((await stats()).currency).toBe('EUR');
    const res = await call(ctx.t, ctx.carol, 'PUT', '/api/generalSettings', { currency: 'USD' });
    expect(res.statusCode).toBe(200);
    expect(await stats()).toMatchObject({ currency: 'USD', netPnl: 375 });
    expect(await june()).toEqual([
      { date: '2025-06-02', netPnl: 125, count: 1 },
      { date: '2025-06-03', netPnl: 250, count: 1 },
    ]);
  });
});
