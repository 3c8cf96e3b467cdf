import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ledgerDrift } from '../../test/areas.js';
import { authed, PASSWORD, type Signed } from '../../test/auth.js';
import { call, daysFromToday } from '../../test/ledger.js';
import { seedEveryArea } from '../../test/seed-every-area.js';
import { withUsers } from '../../test/users.js';

/**
 * DELETE /api/auth/me takes every row and file of the user, in every table there is, and nothing
 * of anyone else's. The tables are read from the catalogue, not listed here: a table added later
 * with a user_id column is checked without anyone remembering to.
 */
const ctx = withUsers('root', 'leaver', 'stays');

/** The user's rows per table: each table with a user_id, plus users and stored POST answers. */
async function rowsOf(pool: pg.Pool, userId: number): Promise<Record<string, number>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name = 'user_id' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${name}" WHERE user_id = $1`,
      [userId],
    );
    counts[name] = rows[0]!.n;
  }
  const one = async (sql: string, value: unknown) =>
    (await pool.query<{ n: number }>(sql, [value])).rows[0]!.n;
  counts.users = await one('SELECT count(*)::int AS n FROM users WHERE id = $1', userId);
  counts.idempotency_keys = await one(
    'SELECT count(*)::int AS n FROM idempotency_keys WHERE scope = $1',
    `user:${userId}`,
  );
  return counts;
}

/** The user's uploads and the bytes stored of each (ADR 0035: upload_chunks, no user_id). */
async function filesOf(pool: pg.Pool, userId: number): Promise<[string, number][]> {
  const { rows } = await pool.query<{ id: string; n: number }>(
    `SELECT u.id::text, (SELECT count(*)::int FROM upload_chunks c WHERE c.upload_id = u.id) AS n
     FROM uploads u WHERE user_id = $1`,
    [userId],
  );
  return rows.map((r) => [r.id, r.n]);
}
const bytesOf = async (pool: pg.Pool, ids: string[]) =>
  (
    await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM upload_chunks WHERE upload_id = ANY($1::uuid[])',
      [ids],
    )
  ).rows[0]!.n;

/**
 * The backup's every-area seed, and what only a deletion must also reach: a POST answer kept for
 * an Idempotency-Key replay (it holds the user's data too) and the expense figures a read stores.
 */
async function seedEverything(s: Signed) {
  const seeded = await seedEveryArea(ctx.t, s);
  const keyed = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: { ...authed(s), 'idempotency-key': `everything-${s.user.id}` },
    payload: { name: 'Gardening', kind: 'EXPENSE' },
  });
  expect(keyed.statusCode, keyed.body).toBe(201);
  const month = daysFromToday(-20).slice(0, 7);
  expect((await call(ctx.t, s, 'GET', `/api/budgets?month=${month}`)).statusCode).toBe(200);
  // An expense in the month just computed marks its day to compute again (ADR 0034).
  const spent = await call(ctx.t, s, 'POST', '/api/transactions', {
    accountId: seeded.accounts.checking,
    type: 'EXPENSE',
    amount: 4.5,
    date: daysFromToday(-20),
    category: 'Groceries',
    description: 'Bakery',
  });
  expect(spent.statusCode, spent.body).toBe(201);
  await seedSecurity(ctx.t.app.pool, s.user.id);
  // A dismissed attention item of the home dashboard.
  const dismissed = await call(
    ctx.t,
    s,
    'POST',
    `/api/dashboard/home/attention/staleValuation:${seeded.properties[0]}:2020-01-01/dismiss`,
  );
  expect(dismissed.statusCode).toBe(204);
  return seeded;
}

/**
 * A row in each account-security table (second factor, passkey, API token, a pending sign-in
 * challenge, the activity log), written directly: what is tested is that the deletion reaches them.
 */
async function seedSecurity(pool: pg.Pool, userId: number) {
  const id = String(userId);
  await pool.query(
    `WITH t AS (INSERT INTO user_totp (user_id, secret) VALUES ($1, 'JBSWY3DPEHPK3PXP') RETURNING 1),
     r AS (INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, 'r' || $2) RETURNING 1),
     p AS (INSERT INTO passkeys (user_id, name, credential_id, public_key)
           VALUES ($1, 'Laptop', 'cred-' || $2, 'key') RETURNING 1),
     a AS (INSERT INTO api_tokens (user_id, name, scope, token_hash)
           VALUES ($1, 'Script', 'read', 'tok' || $2) RETURNING 1),
     c AS (INSERT INTO auth_challenges (user_id, kind, token_hash, expires_at)
           VALUES ($1, 'sign_in', 'chal' || $2, now() + interval '5 minutes') RETURNING 1)
     INSERT INTO activity_log (user_id, event) VALUES ($1, 'sign_in')`,
    [userId, id],
  );
}

const deleteMe = (s: Signed, body: Record<string, unknown>) =>
  ctx.t.app.inject({ method: 'DELETE', url: '/api/auth/me', headers: authed(s), payload: body });

describe('DELETE /api/auth/me, over data in every area', () => {
  it('removes every row and file of the user and leaves the other users’ untouched', async () => {
    const { t, leaver, stays } = ctx;
    const pool = t.app.pool;
    const seeded = await seedEverything(leaver);
    await seedEverything(stays);
    const before = await rowsOf(pool, leaver.user.id);
    // The seed reaches every table, so each cascade, trigger and explicit delete is exercised.
    expect(Object.entries(before).filter(([, n]) => n === 0)).toEqual([]);
    const theirs = await rowsOf(pool, stays.user.id);
    const files = await filesOf(pool, leaver.user.id);
    const kept = await filesOf(pool, stays.user.id);
    expect(files).toHaveLength(seeded.uploads.length); // receipts, trade and property media, the avatar
    for (const [id, n] of [...files, ...kept]) expect(n, id).toBeGreaterThan(0);
    const keptBytes = await bytesOf(
      pool,
      kept.map(([id]) => id),
    );

    const res = await deleteMe(leaver, { password: PASSWORD, confirm: 'leaver' });
    expect(res.statusCode, res.body).toBe(204);

    const after = await rowsOf(pool, leaver.user.id);
    expect(Object.entries(after).filter(([, n]) => n !== 0)).toEqual([]);
    expect(
      await bytesOf(
        pool,
        files.map(([id]) => id),
      ),
    ).toBe(0);
    expect(await rowsOf(pool, stays.user.id)).toEqual(theirs);
    expect(
      await bytesOf(
        pool,
        kept.map(([id]) => id),
      ),
    ).toBe(keptBytes);
    expect(await ledgerDrift(t.app.db, stays.user.id)).toEqual([]);
    // The other user's figures still read.
    expect((await call(t, stays, 'GET', '/api/dashboard/networth/summary')).statusCode).toBe(200);
  });
});
