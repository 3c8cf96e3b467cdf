import { tradeSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { call, createAccount, daysFromToday } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * Migration 0024: a trade whose steps hold nothing (opened and closed within a day) skips the
 * positions refresh and its lock; any step that holds something still refreshes. What is stored
 * must stay exactly what a full refresh computes.
 */
const ctx = withUsers('alice');
const at = (n: number, hour = 10) => `${daysFromToday(n)}T${String(hour).padStart(2, '0')}:00:00Z`;

async function trade(accountId: number, entry: number, exit: number | null) {
  const res = await call(ctx.t, ctx.alice, 'POST', '/api/trade', {
    accountId,
    instrument: 'ASML',
    assetClass: 'STOCK',
    direction: 'LONG',
    quantity: 10,
    entryPrice: 100,
    fees: 1,
    entryDate: at(entry),
    ...(exit === null ? {} : { exitPrice: 105, exitDate: at(exit, 15) }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return tradeSchema.parse(res.json());
}

/** Both delta tables of the user, as text; a 0 sums to nothing (the daily rows are added to). */
async function deltas() {
  const q = (table: string, key: string) =>
    ctx.t.app.pool
      .query(
        `SELECT ${key}, day::text, delta::text FROM ${table} WHERE user_id = $1 AND delta <> 0 ORDER BY 1, 2, 3`,
        [ctx.alice.user.id],
      )
      .then((r) => r.rows);
  return {
    instrument: await q('position_instrument_deltas', 'instrument, holder'),
    daily: await q('position_daily_deltas', 'holder'),
  };
}

/** Recomputes every day of the user's ASML positions, as migration 0020's refresh does. */
async function fullRefresh() {
  await ctx.t.app.pool.query(
    `SELECT wl_position_deltas_refresh($1, ARRAY['ASML'], ARRAY['1900-01-01'::date])`,
    [ctx.alice.user.id],
  );
}

/**
 * Runs `write` while another connection's transaction holds the user's positions lock (20016); the
 * connection stays out of the pool (the app's writes must not get it) until `release`.
 */
async function underPositionsLock<T>(write: () => Promise<T>) {
  const holder = await ctx.t.app.pool.connect();
  await holder.query('BEGIN');
  await holder.query('SELECT pg_advisory_xact_lock(20016, $1)', [ctx.alice.user.id]);
  const pending = write();
  const waiting = async () => {
    const { rows } = await holder.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks
       WHERE locktype = 'advisory' AND NOT granted
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    return rows[0]!.n;
  };
  const release = async () => {
    await holder.query('COMMIT');
    holder.release();
  };
  return { pending, waiting, release };
}

describe('steps that hold nothing', () => {
  let broker: number;

  it('an intraday trade does not wait for the positions lock; an overnight one does', async () => {
    broker = (
      await createAccount(ctx.t, ctx.alice, {
        name: 'Broker',
        type: 'STOCKS',
        currency: 'EUR',
        balance: 10_000,
        openingDate: daysFromToday(-30),
      })
    ).id;
    const intraday = await underPositionsLock(() => trade(broker, -5, -5));
    // Answered while the lock is held: the write never asked for it.
    expect((await intraday.pending).status).toBe('CLOSED');
    expect(await intraday.waiting()).toBe(0);
    await intraday.release();

    const overnight = await underPositionsLock(() => trade(broker, -5, -3));
    await expect.poll(overnight.waiting).toBe(1);
    await overnight.release();
    expect((await overnight.pending).status).toBe('CLOSED');
  });

  it('stores what a full refresh computes, as trades turn overnight and back', async () => {
    await call(ctx.t, ctx.alice, 'POST', '/api/prices', {
      instrument: 'ASML',
      date: daysFromToday(-4),
      price: 110,
    });
    const day = await trade(broker, -8, -8);
    const before = await deltas();
    await fullRefresh();
    expect(await deltas()).toEqual(before);

    // Its exit moved two days on: it now holds 10 over two nights, at 110 from day −4.
    const exit = day.fills.find((f) => f.side === 'EXIT')!;
    const moved = await call(ctx.t, ctx.alice, 'PUT', `/api/trade/${day.id}/fills/${exit.id}`, {
      date: at(-4, 15),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const overnight = await deltas();
    expect(overnight).not.toEqual(before);
    await fullRefresh();
    expect(await deltas()).toEqual(overnight);

    // And back within its day: the positions are as they were before the move.
    const back = await call(ctx.t, ctx.alice, 'PUT', `/api/trade/${day.id}/fills/${exit.id}`, {
      date: at(-8, 15),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await deltas()).toEqual(before);
    await fullRefresh();
    expect(await deltas()).toEqual(before);
  });
});
