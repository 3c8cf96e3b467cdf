import { tradeSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { authed, type Signed } from '../../test/auth.js';
import { ledgerDrift } from '../../test/areas.js';
import { positionDrift } from '../../ledger/position-deltas.js';
import { call, createAccount, daysFromToday } from '../../test/ledger.js';
import { csvImportBody } from '../../test/multipart.js';
import { withUsers } from '../../test/users.js';

/**
 * The positions' tables (ADR 0016) after each kind of write that moves them: the triggers'
 * incremental refresh must leave exactly what the from-scratch valuation gives (positionDrift,
 * part of ledgerDrift), and touch nothing before the day a write changes.
 */
const ctx = withUsers('alice', 'bob', 'carol');
const at = (n: number) => `${daysFromToday(n)}T10:00:00Z`;
const drift = (s: Signed = ctx.alice) => ledgerDrift(ctx.t.app.db, s.user.id);
const price = (instrument: string, n: number, value: number, s = ctx.alice) =>
  call(ctx.t, s, 'POST', '/api/prices', { instrument, date: daysFromToday(n), price: value });

/**
 * The user's rows of both tables, as text, so a test can tell which ones a write rewrote
 * (position_daily_deltas may keep a row of 0 once edits cancel out: those are left out).
 */
async function rows(s: Signed = ctx.alice) {
  const { rows } = await ctx.t.app.pool.query<{
    instrument: string | null;
    holder: string;
    day: string;
    delta: string;
    version: string;
  }>(
    `SELECT instrument, holder::text, day::text, delta::text, xmin::text AS version
     FROM position_instrument_deltas WHERE user_id = $1
     UNION ALL
     SELECT NULL, holder::text, day::text, delta::text, xmin::text
     FROM position_daily_deltas WHERE user_id = $1 AND delta <> 0
     ORDER BY 1, 2, 3`,
    [s.user.id],
  );
  return rows;
}

async function openTrade(body: Record<string, unknown>, s = ctx.alice) {
  const res = await call(ctx.t, s, 'POST', '/api/trade', {
    assetClass: 'STOCK',
    fees: 1,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return tradeSchema.parse(res.json()).id;
}

describe('the positions tables follow every write (ADR 0016)', () => {
  let eur: number;
  let long: number;
  let foreign: number;

  it('after a fill, in the account and as a trade in another currency', async () => {
    eur = (
      await createAccount(ctx.t, ctx.alice, {
        name: 'Broker',
        type: 'STOCKS',
        currency: 'EUR',
        balance: 10_000,
        openingDate: daysFromToday(-60),
      })
    ).id;
    await price('ASML', -50, 95);
    long = await openTrade({
      accountId: eur,
      instrument: 'asml',
      direction: 'LONG',
      quantity: 10,
      entryPrice: 100,
      entryDate: at(-40),
    });
    foreign = await openTrade({
      accountId: eur,
      instrument: 'AAPL',
      direction: 'SHORT',
      currency: 'USD',
      quantity: 5,
      entryPrice: 200,
      entryDate: at(-30),
    });
    await price('AAPL', -20, 190);
    await price('ASML', -10, 110);
    const now = await rows();
    // Both holders have rows: the account for ASML, the trade (−(id × 16 + 1)) for AAPL.
    expect(new Set(now.map((r) => r.holder))).toEqual(
      new Set([String(eur), String(-(foreign * 16 + 1))]),
    );
    expect(await drift()).toEqual([]);
  });

  it('after a partial exit and a second entry on another day', async () => {
    const exit = await call(ctx.t, ctx.alice, 'POST', `/api/trade/${long}/fills`, {
      side: 'EXIT',
      quantity: 4,
      price: 120,
      fees: 0,
      date: at(-5),
    });
    expect(exit.statusCode, exit.body).toBe(201);
    const more = await call(ctx.t, ctx.alice, 'POST', `/api/trade/${long}/fills`, {
      side: 'ENTRY',
      quantity: 2,
      price: 115,
      fees: 0.5,
      date: at(-3),
    });
    expect(more.statusCode, more.body).toBe(201);
    expect(await drift()).toEqual([]);
  });

  it('after a price on a past day, rewriting nothing before that day', async () => {
    const before = await rows();
    const day = daysFromToday(-25);
    expect((await price('ASML', -25, 90)).statusCode).toBe(201);
    const after = await rows();
    const key = (r: { instrument: string | null; holder: string; day: string }) =>
      `${r.instrument} ${r.holder} ${r.day}`;
    const earlier = (list: typeof before) =>
      list.filter((r) => r.day < day).map((r) => `${key(r)} ${r.delta} ${r.version}`);
    expect(earlier(after)).toEqual(earlier(before));
    // …and it did change the day itself: (90 − 95) × 10 on the ASML row of day −25.
    expect(after.find((r) => r.instrument === 'ASML' && r.day === day)?.delta).toMatch(
      /^-50(\.0+)?$/,
    );
    expect(await drift()).toEqual([]);
    // The same day typed again (an update of the row), then a price on the day of a step.
    expect((await price('ASML', -25, 93)).statusCode).toBe(200);
    expect((await price('ASML', -5, 118)).statusCode).toBe(201);
    expect(await drift()).toEqual([]);
  });

  it('after a price is deleted', async () => {
    const del = await call(ctx.t, ctx.alice, 'DELETE', `/api/prices/ASML/${daysFromToday(-10)}`);
    expect(del.statusCode, del.body).toBe(204);
    // ASML's first price too: the marks take over before the next one.
    const first = await call(ctx.t, ctx.alice, 'DELETE', `/api/prices/ASML/${daysFromToday(-50)}`);
    expect(first.statusCode, first.body).toBe(204);
    expect(await drift()).toEqual([]);
  });

  it('after a price CSV import over held and unheld instruments', async () => {
    const csv = [
      'Symbol,Date,Close,Currency',
      `ASML,${daysFromToday(-45)},97`,
      `ASML,${daysFromToday(-12)},104.5`,
      `AAPL,${daysFromToday(-28)},205,USD`,
      `AAPL,${daysFromToday(-2)},180,EUR`,
      `NOBODY,${daysFromToday(-2)},1`,
      '',
    ].join('\n');
    const body = csvImportBody(
      {
        mapping: JSON.stringify({
          instrument: 'Symbol',
          date: 'Date',
          price: 'Close',
          currency: 'Currency',
        }),
        dateFormat: 'YYYY-MM-DD',
      },
      csv,
    );
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/prices/import',
      payload: body.payload,
      headers: { ...authed(ctx.alice), ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 5 });
    expect(await drift()).toEqual([]);
    // An instrument nobody holds has no rows.
    expect((await rows()).some((r) => r.instrument === 'NOBODY')).toBe(false);
  });

  it('after a fill is moved and deleted, and a trade is edited and cancelled', async () => {
    const trade = (await call(ctx.t, ctx.alice, 'GET', `/api/trade/${long}`)).json() as {
      fills: { id: number; side: string }[];
    };
    const exitFill = trade.fills.find((f) => f.side === 'EXIT')!;
    const moved = await call(ctx.t, ctx.alice, 'PUT', `/api/trade/${long}/fills/${exitFill.id}`, {
      date: at(-35),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await drift()).toEqual([]);
    const entries = trade.fills.filter((f) => f.side === 'ENTRY');
    const gone = await call(
      ctx.t,
      ctx.alice,
      'DELETE',
      `/api/trade/${long}/fills/${entries[entries.length - 1]!.id}`,
    );
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await drift()).toEqual([]);
    // What values the steps: the instrument, the direction, the currency (a holder of its own).
    for (const change of [
      { instrument: 'ASML.AS' },
      { direction: 'SHORT' },
      { currency: 'USD' },
      { currency: 'EUR', instrument: 'ASML' },
    ]) {
      const res = await call(ctx.t, ctx.alice, 'PUT', `/api/trade/${long}`, change);
      expect(res.statusCode, res.body).toBe(200);
      expect(await drift()).toEqual([]);
    }
    const cancelled = await call(ctx.t, ctx.alice, 'PUT', `/api/trade/${foreign}`, {
      status: 'CANCELLED',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await rows()).some((r) => r.holder === String(-(foreign * 16 + 1)))).toBe(false);
    expect(await drift()).toEqual([]);
    const reopened = await call(ctx.t, ctx.alice, 'PUT', `/api/trade/${foreign}`, {
      status: 'OPEN',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await drift()).toEqual([]);
  });

  it('after a trade is deleted, and after an account changes currency in SQL', async () => {
    const del = await call(ctx.t, ctx.alice, 'DELETE', `/api/trade/${foreign}`);
    expect(del.statusCode, del.body).toBe(204);
    expect((await rows()).some((r) => r.holder === String(-(foreign * 16 + 1)))).toBe(false);
    expect(await drift()).toEqual([]);
    // The API refuses a currency change once an account has postings; whoever writes it anyway,
    // the account's trades change holder (ADR 0011) and the tables follow.
    await ctx.t.app.pool.query(`UPDATE accounts SET currency = 'CHF' WHERE id = $1`, [eur]);
    expect((await rows()).some((r) => r.holder === String(-(long * 16 + 1)))).toBe(true);
    expect(await drift()).toEqual([]);
    await ctx.t.app.pool.query(`UPDATE accounts SET currency = 'EUR' WHERE id = $1`, [eur]);
    expect(await drift()).toEqual([]);
  });

  it('reports a row that drifted, in either table, and nothing of another user', async () => {
    const { pool } = ctx.t.app;
    const bobs = (
      await createAccount(ctx.t, ctx.bob, {
        name: 'Bob broker',
        type: 'STOCKS',
        currency: 'EUR',
        balance: 0,
        openingDate: daysFromToday(-20),
      })
    ).id;
    await openTrade(
      {
        accountId: bobs,
        instrument: 'TTE',
        direction: 'LONG',
        quantity: 10,
        entryPrice: 50,
        entryDate: at(-10),
      },
      ctx.bob,
    );
    expect((await price('TTE', -5, 55, ctx.bob)).statusCode).toBe(201);
    expect(await positionDrift(ctx.t.app.db, ctx.bob.user.id)).toEqual([]);
    const day = daysFromToday(-5);
    // (55 − 50) × 10 = +50 on day −5.
    await pool.query(
      `UPDATE position_daily_deltas SET delta = delta + 1 WHERE user_id = $1 AND day = $2`,
      [ctx.bob.user.id, day],
    );
    expect(await drift(ctx.bob)).toEqual([
      {
        accountId: bobs,
        holder: bobs,
        instrument: null,
        day,
        stored: expect.stringMatching(/^51(\.0+)?$/),
        expected: expect.stringMatching(/^50(\.0+)?$/),
      },
    ]);
    await pool.query(
      `UPDATE position_daily_deltas SET delta = delta - 1 WHERE user_id = $1 AND day = $2`,
      [ctx.bob.user.id, day],
    );
    await pool.query(`DELETE FROM position_instrument_deltas WHERE user_id = $1 AND day = $2`, [
      ctx.bob.user.id,
      day,
    ]);
    expect(await drift(ctx.bob)).toEqual([
      {
        accountId: bobs,
        holder: bobs,
        instrument: 'TTE',
        day,
        stored: '0',
        expected: expect.stringMatching(/^50(\.0+)?$/),
      },
    ]);
    // Alice's rows are her own: bob's drift says nothing of them, hers nothing of his.
    expect(await drift()).toEqual([]);
  });

  it('a deleted user takes its rows along, whatever the cascades delete first', async () => {
    const acc = (
      await createAccount(ctx.t, ctx.carol, {
        name: 'Carol broker',
        type: 'STOCKS',
        currency: 'EUR',
        balance: 0,
        openingDate: daysFromToday(-20),
      })
    ).id;
    await openTrade(
      {
        accountId: acc,
        instrument: 'TTE',
        direction: 'LONG',
        quantity: 3,
        entryPrice: 40,
        entryDate: at(-10),
      },
      ctx.carol,
    );
    expect((await price('TTE', -4, 44, ctx.carol)).statusCode).toBe(201);
    expect((await rows(ctx.carol)).length).toBeGreaterThan(0);
    // The fills first: their own foreign key to the account would refuse the user's deletion.
    // Then the cascades remove trades, steps, prices and accounts in their order, each firing the
    // triggers for a user that is already gone.
    await ctx.t.app.pool.query('DELETE FROM trade_fills WHERE user_id = $1', [ctx.carol.user.id]);
    await ctx.t.app.pool.query('DELETE FROM users WHERE id = $1', [ctx.carol.user.id]);
    expect(await rows(ctx.carol)).toEqual([]);
  });
});
