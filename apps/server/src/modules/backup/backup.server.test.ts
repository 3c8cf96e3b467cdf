import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../../areas/index.js';
import { backupKindsOf } from '../../areas/plug-in.js';
import { resolveKinds } from '../../lib/backup/kind.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authed, login, NO_LIMITS, type Signed } from '../../test/auth.js';
import { call, createAccount, post } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';
import { restoreServer, writeServerBackup } from './backup.server.js';
import { listBackups, manualName, nightlyName, prune } from './backup.nightly.js';

/** The server's archive (npm run backup, the nightly one) and its way back, on real PostgreSQL. */
const ctx = withUsers('alice', 'bob');
const kinds = resolveKinds(backupKindsOf(AREAS));
const deps = (t: TestApp) => ({ db: t.db.db, pool: t.db.pool, dataDir: t.config.DATA_DIR, kinds });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-backups-'));
let other: TestApp;

beforeAll(async () => {
  const cash = await createAccount(ctx.t, ctx.alice, {
    name: 'Cash',
    type: 'CASH',
    currency: 'EUR',
    balance: 500,
  });
  const res = await post(ctx.t, ctx.alice, {
    accountId: cash.id,
    type: 'EXPENSE',
    amount: 12.34,
    category: 'Food',
    date: '2025-02-02',
  });
  expect(res.statusCode, res.body).toBe(201);
  await createAccount(ctx.t, ctx.bob, {
    name: 'Savings',
    type: 'CASH',
    currency: 'USD',
    balance: 10,
  });
  await ctx.t.db.pool.query(
    `INSERT INTO fx_rates (user_id, date, base, quote, rate, source) VALUES (NULL, '2031-02-03', 'EUR', 'USD', 1.0423, 'ecb')`,
  );
});
afterAll(async () => {
  await other?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the server archive', () => {
  it('holds every user in a section of its own, and the shared rates', async () => {
    const { file, manifest } = await writeServerBackup(
      deps(ctx.t),
      dir,
      'wealthlog-2025-02-03.zip',
    );
    expect(manifest.users?.map((u) => u.username)).toEqual(['alice', 'bob']);
    expect(path.basename(file)).toBe('wealthlog-2025-02-03.zip');
    expect(fs.readdirSync(dir)).toEqual(['wealthlog-2025-02-03.zip']);
    const listed = await listBackups(dir);
    expect(listed).toEqual([
      expect.objectContaining({
        name: 'wealthlog-2025-02-03.zip',
        status: 'complete',
        size: fs.statSync(file).size,
      }),
    ]);
  });

  it('restores into another server: the users, their data and the shared rates; no password', async () => {
    other = await createTestApp(NO_LIMITS);
    const out = await restoreServer(deps(other), path.join(dir, 'wealthlog-2025-02-03.zip'));
    expect(out.users.map((u) => [u.username, u.created, u.restored.accounts])).toEqual([
      ['alice', true, 1],
      ['bob', true, 1],
    ]);
    expect(out.shared?.fxRates).toBeGreaterThanOrEqual(1);
    const { rows } = await other.db.pool.query<{
      username: string;
      password_hash: string | null;
      roles: string[];
    }>(
      `SELECT u.username, u.password_hash, array_agg(r.name ORDER BY r.name) AS roles
       FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
       GROUP BY u.id ORDER BY u.id`,
    );
    expect(rows).toEqual([
      { username: 'alice', password_hash: null, roles: ['ADMIN', 'USER'] },
      { username: 'bob', password_hash: null, roles: ['USER'] },
    ]);
    const rates = await other.db.pool.query<{ rate: string }>(
      `SELECT rate::float8 AS rate FROM fx_rates WHERE user_id IS NULL AND date = '2031-02-03'`,
    );
    expect(rates.rows).toEqual([{ rate: 1.0423 }]);
    // Alice, once she has set a password again, sees what she had.
    const hash = await ctx.t.db.pool.query(
      `SELECT password_hash FROM users WHERE username = 'alice'`,
    );
    await other.db.pool.query(`UPDATE users SET password_hash = $1 WHERE username = 'alice'`, [
      hash.rows[0].password_hash,
    ]);
    const before = (await call(ctx.t, ctx.alice, 'GET', '/api/transactions')).body;
    const alice: Signed = await login(other, 'alice');
    const after = (
      await other.app.inject({ method: 'GET', url: '/api/transactions', headers: authed(alice) })
    ).body;
    const strip = (b: string) => b.replace(/"(id|accountId)":\d+/g, '"$1":0');
    expect(strip(after)).toEqual(strip(before));
    // The shared section holds the shipped ECB history (~210k rates): 20 s on a loaded machine.
  }, 120_000);
});

describe('retention', () => {
  it('keeps the newest BACKUP_KEEP nightly backups and names a day by the server clock', async () => {
    for (const day of ['2025-01-01', '2025-01-02', '2025-01-03']) {
      fs.writeFileSync(path.join(dir, `wealthlog-${day}.zip`), 'x');
    }
    fs.writeFileSync(path.join(dir, '.partial-wealthlog-2025-01-04.zip'), 'x');
    // Made by hand (npm run backup), on an older day than every nightly one: kept, and not counted.
    fs.writeFileSync(path.join(dir, 'wealthlog-2024-12-31-235959.zip'), 'x');
    await prune(dir, 2);
    expect(fs.readdirSync(dir).sort()).toEqual([
      '.partial-wealthlog-2025-01-04.zip',
      'wealthlog-2024-12-31-235959.zip',
      'wealthlog-2025-01-03.zip',
      'wealthlog-2025-02-03.zip',
    ]);
    const listed = (await listBackups(dir)).map((b) => [b.name, b.status]);
    expect(listed).toContainEqual(['.partial-wealthlog-2025-01-04.zip', 'partial']);
    expect(listed).toContainEqual(['wealthlog-2024-12-31-235959.zip', 'complete']);
    expect(nightlyName(new Date(2025, 0, 9, 3))).toBe('wealthlog-2025-01-09.zip');
    expect(manualName(new Date(2025, 0, 9, 3, 4, 5))).toBe('wealthlog-2025-01-09-030405.zip');
  });
});
