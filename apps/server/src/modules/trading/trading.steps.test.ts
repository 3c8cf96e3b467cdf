import { describe, expect, it } from 'vitest';
import { call, createAccount, daysFromToday } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';
import { backfillPositionSteps } from './trading.steps.js';

/** What each trade holds open each day (ADR 0011), for trades written before migration 0014. */
const ctx = withUsers('alice');

describe('position steps backfill', () => {
  it('writes the steps rebook would have written, once', async () => {
    const acc = await createAccount(ctx.t, ctx.alice, {
      name: 'Broker',
      type: 'STOCKS',
      currency: 'EUR',
      balance: 1_000,
      openingDate: daysFromToday(-30),
    });
    const res = await call(ctx.t, ctx.alice, 'POST', '/api/trade', {
      accountId: acc.id,
      instrument: 'ASML',
      assetClass: 'STOCK',
      direction: 'LONG',
      quantity: 10,
      entryPrice: 100,
      fees: 1,
      entryDate: `${daysFromToday(-10)}T10:00:00Z`,
    });
    const id = (res.json() as { id: number }).id;
    await call(ctx.t, ctx.alice, 'POST', `/api/trade/${id}/fills`, {
      side: 'EXIT',
      quantity: 4,
      price: 120,
      fees: 0,
      date: `${daysFromToday(-3)}T10:00:00Z`,
    });
    const steps = async () =>
      (
        await ctx.t.app.pool.query(
          `SELECT day::text, quantity::text, cost::text, fees::text, mark::text
           FROM trade_position_steps WHERE user_id = $1 ORDER BY day`,
          [ctx.alice.user.id],
        )
      ).rows;
    const written = await steps();
    // FIFO: 10 @ 100 with its 1.00 fee; after 4 sold, 6 @ 100 with 0.60 of it.
    expect(written.map((r) => [r.day, Number(r.quantity), Number(r.cost), Number(r.fees)])).toEqual(
      [
        [daysFromToday(-10), 10, 1000, 1],
        [daysFromToday(-3), 6, 600, 0.6],
      ],
    );
    await ctx.t.app.pool.query('DELETE FROM trade_position_steps WHERE user_id = $1', [
      ctx.alice.user.id,
    ]);
    expect(await backfillPositionSteps(ctx.t.app.db)).toBe(1);
    expect(await backfillPositionSteps(ctx.t.app.db)).toBe(0);
    expect(await steps()).toEqual(written);
  });
});
