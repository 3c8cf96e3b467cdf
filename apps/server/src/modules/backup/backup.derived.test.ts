import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../areas/index.js';
import { backupKindsOf } from '../../areas/plug-in.js';
import { resolveKinds } from '../../lib/backup/kind.js';
import { ledgerDrift } from '../../test/areas.js';
import { authed, type Signed } from '../../test/auth.js';
import { createAccount, post } from '../../test/ledger.js';
import { multipartBody } from '../../test/multipart.js';
import { seedEveryArea } from '../../test/seed-every-area.js';
import { withUsers } from '../../test/users.js';

/**
 * A restore pauses the ledger's triggers and writes the derived tables once at its end
 * (ledger/bulk-write.ts, migration 0030). Those tables must hold exactly what the triggers would
 * have written: the restored user's source rows are written again, table by table in the
 * restore's order with the triggers on, and the derived rows they build are compared with the
 * restore's, row for row (zero rows included).
 */
const ctx = withUsers('alice', 'bob');
const kinds = resolveKinds(backupKindsOf(AREAS)).filter((k) => k.owner === 'user_id');

const DERIVED = {
  account_daily_deltas: 'account_id, day',
  account_ledger_totals: 'account_id',
  position_instrument_deltas: 'instrument, day, holder',
  position_daily_deltas: 'holder, day',
} as const;

/** Every derived row of the user, numbers without trailing zeros (their scale may differ). */
async function derived(c: pg.PoolClient, userId: number) {
  const out: Record<string, string[]> = {};
  for (const [table, order] of Object.entries(DERIVED)) {
    const { rows } = await c.query<{ r: string }>(
      `SELECT (SELECT string_agg(CASE WHEN v ~ '^-?[0-9]+\\.[0-9]+$' THEN trim_scale(v::numeric)::text
                                       ELSE v END, '|' ORDER BY k)
               FROM jsonb_each_text(to_jsonb(d) - 'user_id') x (k, v)) AS r
       FROM ${table} d WHERE user_id = $1 ORDER BY ${order}`,
      [userId],
    );
    out[table] = rows.map((x) => x.r);
  }
  return out;
}

/**
 * The derived rows the triggers build from the user's source rows: in a transaction that is
 * rolled back, the rows are set aside, removed (triggers paused), the derived rows cleared, and
 * the rows put back one table per statement, in restore order, with the triggers on.
 */
async function byTheTriggers(pool: pg.Pool, userId: number) {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    await c.query(`SELECT set_config('wealthlog.bulk', 'on', true)`);
    for (const k of kinds) {
      await c.query(
        `CREATE TEMP TABLE "saved_${k.tableName}" ON COMMIT DROP AS
         SELECT * FROM "${k.tableName}" WHERE user_id = $1`,
        [userId],
      );
    }
    for (const k of [...kinds].reverse())
      await c.query(`DELETE FROM "${k.tableName}" WHERE user_id = $1`, [userId]);
    for (const table of Object.keys(DERIVED))
      await c.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
    await c.query(`SELECT set_config('wealthlog.bulk', 'off', true)`);
    for (const k of kinds) {
      await c.query(
        `INSERT INTO "${k.tableName}" OVERRIDING SYSTEM VALUE SELECT * FROM "saved_${k.tableName}"`,
      );
    }
    return await derived(c, userId);
  } finally {
    await c.query('ROLLBACK');
    c.release();
  }
}

async function restored(pool: pg.Pool, userId: number) {
  const c = await pool.connect();
  try {
    return await derived(c, userId);
  } finally {
    c.release();
  }
}

const restore = (data: Buffer, who: Signed, query = '') => {
  const body = multipartBody({ fileName: 'b.zip', contentType: 'application/zip', data });
  return ctx.t.app.inject({
    method: 'POST',
    url: `/api/backup/restore${query}`,
    headers: { ...authed(who), ...body.headers },
    payload: body.payload,
  });
};

describe('a restore’s derived tables', () => {
  it('are the rows the triggers would have written, restored afresh and over data', async () => {
    const { t, alice, bob } = ctx;
    await seedEveryArea(t, alice);
    // A day whose sources cancel out: the opening balance, then the same amount spent that day.
    // The triggers keep its row (0, the transactions' upsert added to the opening's).
    const { id } = await createAccount(t, alice, {
      name: 'Spent at once',
      type: 'CASH',
      currency: 'EUR',
      balance: 40,
      openingDate: '2025-01-06',
    });
    const spent = { accountId: id, type: 'EXPENSE', amount: 40, date: '2025-01-06' };
    expect((await post(t, alice, spent)).statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: '/api/backup', headers: authed(alice) });
    expect(res.statusCode, res.body).toBe(200);
    const archive = res.rawPayload;
    for (const query of ['', '?replace=true']) {
      const r = await restore(archive, bob, query);
      expect(r.statusCode, r.body).toBe(200);
      const bulk = await restored(t.app.pool, bob.user.id);
      // The seed reaches every derived table.
      expect(Object.values(bulk).filter((rows) => rows.length === 0)).toEqual([]);
      expect(bulk).toEqual(await byTheTriggers(t.app.pool, bob.user.id));
      expect(await ledgerDrift(t.app.db, bob.user.id)).toEqual([]);
    }
  });
});
