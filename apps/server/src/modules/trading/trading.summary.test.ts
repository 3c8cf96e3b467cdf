import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';
import { SUMMARY_OF_FILLS } from './trading.summary.sql.js';

/**
 * The summary of a trade's fills on `trades` (migration 0012, ADR 0010) stays exact as fills are
 * added, edited and deleted: against hand figures (the scale-out: buy 100 @ 10 fee 1, sell
 * 60 @ 12 fee 1 → +118.40, sell 40 @ 9 fee 1 → −41.40) and against the same aggregate over the fills.
 * Dana's time zone is New York, so a fill's day is hers, not UTC's.
 */
const ctx = withUsers('dana');
let accountId: number;

interface Summary {
  status: string;
  opened_at: string | null;
  entry_day: string | null;
  closed_at: string | null;
  close_day: string | null;
  net_pnl: string | null;
  entry_quantity: string | null;
  entry_value: string | null;
}

const COLUMNS = `to_char(opened_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS opened_at,
  entry_day::text AS entry_day, to_char(closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS closed_at,
  close_day::text AS close_day, trim_scale(net_pnl)::text AS net_pnl,
  trim_scale(entry_quantity)::text AS entry_quantity, trim_scale(entry_value)::text AS entry_value`;

/** The columns as stored, and as the fills make them now: the two must always agree. */
async function summary(id: number): Promise<Summary> {
  const pool = ctx.t.app.pool;
  const stored = await pool.query<Summary>(`SELECT status, ${COLUMNS} FROM trades WHERE id = $1`, [
    id,
  ]);
  const fresh = await pool.query<Summary>(
    `SELECT (SELECT status FROM trades WHERE id = $1) AS status, ${COLUMNS}
     FROM (SELECT ${SUMMARY_OF_FILLS} FROM trade_fills WHERE trade_id = $1) s`,
    [id],
  );
  expect(stored.rows[0]).toEqual(fresh.rows[0]);
  return stored.rows[0]!;
}

beforeAll(async () => {
  const { t, dana } = ctx;
  const tz = await call(t, dana, 'PUT', '/api/generalSettings', { timezone: 'America/New_York' });
  expect(tz.statusCode).toBe(200);
  accountId = (
    await createAccount(t, dana, {
      name: 'Broker',
      type: 'STOCKS',
      currency: 'USD',
      balance: 0,
      openingDate: '2025-01-01',
    })
  ).id;
});

describe("a trade's summary of its fills", () => {
  it('follows every fill added, edited and deleted', async () => {
    const { t, dana } = ctx;
    const created = await call(t, dana, 'POST', '/api/trade', {
      accountId,
      instrument: 'ACME',
      assetClass: 'STOCK',
      direction: 'LONG',
      quantity: 100,
      entryPrice: 10,
      fees: 1,
      entryDate: '2025-03-03T02:00:00Z', // 2 March, 21:00 in New York
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect(await summary(id)).toEqual({
      status: 'OPEN',
      opened_at: '2025-03-03T02:00',
      entry_day: '2025-03-02',
      closed_at: null,
      close_day: null,
      net_pnl: null,
      entry_quantity: '100',
      entry_value: '1000',
    });

    const fills = `/api/trade/${id}/fills`;
    const exit = (quantity: number, price: number, date: string) =>
      call(t, dana, 'POST', fills, { side: 'EXIT', quantity, price, fees: 1, date });
    expect((await exit(60, 12, '2025-03-05T15:00:00Z')).statusCode).toBe(201);
    expect(await summary(id)).toMatchObject({
      status: 'OPEN',
      closed_at: '2025-03-05T15:00',
      close_day: '2025-03-05',
      net_pnl: '118.4',
    });

    const last = await exit(40, 9, '2025-03-07T15:00:00Z');
    expect(last.statusCode).toBe(201);
    const [entry, , second] = (last.json() as { fills: { id: number }[] }).fills;
    expect(await summary(id)).toMatchObject({
      status: 'CLOSED',
      closed_at: '2025-03-07T15:00',
      close_day: '2025-03-07',
      net_pnl: '77',
    });

    // 40 × (11 − 10) − 1 − 0.40 = +38.60
    const repriced = await call(t, dana, 'PUT', `${fills}/${second!.id}`, { price: 11 });
    expect(repriced.statusCode).toBe(200);
    expect(await summary(id)).toMatchObject({ status: 'CLOSED', net_pnl: '157' });

    const moved = await call(t, dana, 'PUT', `${fills}/${entry!.id}`, {
      date: '2025-03-01T15:00:00Z',
      price: 10.5,
    });
    expect(moved.statusCode).toBe(200);
    // 60 × 1.5 − 1 − 0.60 = 88.40; 40 × 0.5 − 1 − 0.40 = 18.60
    expect(await summary(id)).toMatchObject({
      opened_at: '2025-03-01T15:00',
      entry_day: '2025-03-01',
      net_pnl: '107',
      entry_value: '1050',
    });
    const listed = await call(t, dana, 'GET', '/api/trade?from=2025-03-01&to=2025-03-01');
    expect((listed.json() as { total: number }).total).toBe(1);

    expect((await call(t, dana, 'DELETE', `${fills}/${second!.id}`)).statusCode).toBe(200);
    expect(await summary(id)).toEqual({
      status: 'OPEN',
      opened_at: '2025-03-01T15:00',
      entry_day: '2025-03-01',
      closed_at: '2025-03-05T15:00',
      close_day: '2025-03-05',
      net_pnl: '88.4',
      entry_quantity: '100',
      entry_value: '1050',
    });
  });
});
