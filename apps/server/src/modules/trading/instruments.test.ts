import { instrumentSchema, tradeSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { call, createAccount, withoutRequestId } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/** API tests of /api/instruments against real PostgreSQL: contract sizes and pip sizes. */
const ctx = withUsers('alice', 'bob');
const put = (symbol: string, body: Record<string, unknown>, who = ctx.alice) =>
  call(ctx.t, who, 'PUT', `/api/instruments/${encodeURIComponent(symbol)}`, body);
const get = (symbol: string, who = ctx.alice) =>
  call(ctx.t, who, 'GET', `/api/instruments/${encodeURIComponent(symbol)}`);

describe('instruments', () => {
  it('creates (201) then replaces (200) an instrument, kept upper-case, listed by symbol', async () => {
    const created = await put('es', {
      name: 'E-mini S&P 500',
      assetClass: 'OTHER',
      multiplier: 50,
    });
    expect(created.statusCode).toBe(201);
    expect(instrumentSchema.parse(created.json())).toMatchObject({
      symbol: 'ES',
      name: 'E-mini S&P 500',
      multiplier: 50,
      pipSize: null,
      currency: null,
    });
    const replaced = await put('ES', {
      symbol: 'es',
      name: 'E-mini',
      assetClass: 'OTHER',
      currency: 'USD',
      multiplier: 50,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ symbol: 'ES', name: 'E-mini', currency: 'USD' });
    await put('AAPL', { assetClass: 'STOCK' });
    const list = (await call(ctx.t, ctx.alice, 'GET', '/api/instruments')).json();
    expect(list.map((i: { symbol: string }) => i.symbol)).toEqual(['AAPL', 'ES']);
    expect(list[0]).toMatchObject({ multiplier: 1, name: null });
  });

  it('gives an FX pair its usual pip size unless one is stored', async () => {
    expect((await put('eur/usd', { assetClass: 'FX' })).json().pipSize).toBe(0.0001);
    expect((await put('USD/JPY', { assetClass: 'FX' })).json().pipSize).toBe(0.01);
    expect((await put('XAU/USD', { assetClass: 'FX', pipSize: 0.1 })).json().pipSize).toBe(0.1);
    expect((await get('EUR/USD')).json()).toMatchObject({ symbol: 'EUR/USD', pipSize: 0.0001 });
  });

  it('multiplies a trade’s P&L by the contract size it was opened with', async () => {
    const acc = await createAccount(ctx.t, ctx.alice, {
      name: 'Options',
      type: 'STOCKS',
      currency: 'USD',
      balance: 5000,
      openingDate: '2025-01-01',
    });
    await put('SPY250620C500', { assetClass: 'OTHER', multiplier: 100 });
    const opened = await call(ctx.t, ctx.alice, 'POST', '/api/trade', {
      accountId: acc.id,
      instrument: 'spy250620c500',
      assetClass: 'OTHER',
      direction: 'LONG',
      quantity: 2,
      entryPrice: 3.1,
      entryDate: '2025-03-03T15:00:00Z',
      fees: 0,
    });
    const id = tradeSchema.parse(opened.json()).id;
    // A later change of the instrument does not rewrite this trade's P&L.
    await put('SPY250620C500', { assetClass: 'OTHER', multiplier: 10 });
    const closed = await call(ctx.t, ctx.alice, 'POST', `/api/trade/${id}/fills`, {
      side: 'EXIT',
      quantity: 2,
      price: 4,
      fees: 0,
      date: '2025-03-10T15:00:00Z',
    });
    // (4.00 − 3.10) × 2 contracts × 100 = 180.00
    expect(closed.json()).toMatchObject({ status: 'CLOSED', realizedPnl: 180 });
  });

  it('refuses bad input and keeps each user’s instruments to themselves', async () => {
    const mismatch = await put('ABC', { symbol: 'XYZ', assetClass: 'STOCK' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ symbol: ['Symbol must match the address'] });
    for (const body of [
      { assetClass: 'STOCK', multiplier: 0 },
      { assetClass: 'STOCK', pipSize: -1 },
      { assetClass: 'SHARES' },
      { assetClass: 'STOCK', currency: 'usd' },
      { assetClass: 'STOCK', extra: 1 },
    ]) {
      expect((await put('ABC', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    // A control character in the address is bad input, said as such, not a 404.
    const nul = await put('A\u0000B', { assetClass: 'STOCK' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'VAL_003', errors: { symbol: [expect.any(String)] } });
    await put('MINE', { assetClass: 'STOCK', multiplier: 3 });
    const theirs = await get('MINE', ctx.bob);
    const missing = await get('NOPE', ctx.bob);
    expect(theirs.statusCode).toBe(404);
    expect(withoutRequestId(theirs.body)).toBe(withoutRequestId(missing.body));
    expect((await put('MINE', { assetClass: 'STOCK' }, ctx.bob)).statusCode).toBe(201);
    expect((await get('MINE')).json().multiplier).toBe(3);
    expect((await call(ctx.t, ctx.alice, 'DELETE', '/api/instruments/MINE')).statusCode).toBe(204);
    expect((await get('MINE')).statusCode).toBe(404);
    expect((await get('MINE', ctx.bob)).statusCode).toBe(200);
  });
});
