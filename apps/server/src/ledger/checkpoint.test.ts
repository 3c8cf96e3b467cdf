import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../db/client.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded.js';
import { checkpointIfEmbedded } from './checkpoint.js';

/** Checkpoints the server was asked for (PostgreSQL 17+: pg_stat_checkpointer). */
async function requested(handle: DbHandle): Promise<number> {
  const { rows } = await handle.pool.query<{ n: number }>(
    'SELECT num_requested::int AS n FROM pg_stat_checkpointer',
  );
  return rows[0]!.n;
}

describe('the checkpoint after a bulk import (ADR 0031)', () => {
  describe('on the embedded PostgreSQL', () => {
    let dir: string;
    let embedded: EmbeddedDatabase;
    let handle: DbHandle;
    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-checkpoint-'));
      embedded = await startEmbeddedPostgres({
        dir: path.join(dir, 'pg'),
        password: 'pw-checkpoint',
        database: 'wl',
        logger: pino({ level: 'silent' }),
      });
      handle = createDb(embedded.url, 2);
    }, 120_000);
    afterAll(async () => {
      await handle?.close();
      await embedded?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('runs with the WAL settings of the ADR', async () => {
      const { rows } = await handle.pool.query<{ name: string; setting: string }>(
        `SELECT name, setting || coalesce(unit, '') AS setting FROM pg_settings
         WHERE name IN ('max_wal_size', 'min_wal_size', 'wal_recycle')
         ORDER BY name`,
      );
      expect(rows).toEqual([
        { name: 'max_wal_size', setting: '128MB' },
        { name: 'min_wal_size', setting: '32MB' },
        { name: 'wal_recycle', setting: 'off' },
      ]);
    });

    it('checkpoints, and the server counts one more requested checkpoint', async () => {
      const before = await requested(handle);
      expect(await checkpointIfEmbedded(handle.db)).toBe('done');
      expect(await requested(handle)).toBe(before + 1);
    });

    it('answers a refusal quietly when the role may not checkpoint', async () => {
      await handle.pool.query(`CREATE ROLE plain LOGIN PASSWORD 'plain-pw'`);
      const url = new URL(embedded.url);
      url.username = 'plain';
      url.password = 'plain-pw';
      const plain = createDb(url.toString(), 1);
      try {
        const before = await requested(handle);
        expect(await checkpointIfEmbedded(plain.db)).toBe('refused');
        expect(await requested(handle)).toBe(before);
      } finally {
        await plain.close();
      }
    });

    // An operator's server has no wealthlog.embedded: a role whose sessions see it empty stands
    // for one. A superuser, so nothing but the setting keeps the checkpoint from being asked for.
    it("asks nothing of a server that is not the app's own, superuser or not", async () => {
      await handle.pool.query(
        `CREATE ROLE operator LOGIN SUPERUSER PASSWORD 'operator-pw';
         ALTER ROLE operator SET wealthlog.embedded = ''`,
      );
      const url = new URL(embedded.url);
      url.username = 'operator';
      url.password = 'operator-pw';
      const theirs = createDb(url.toString(), 1);
      try {
        const before = await requested(handle);
        expect(await checkpointIfEmbedded(theirs.db)).toBe('not embedded');
        expect(await requested(handle)).toBe(before);
      } finally {
        await theirs.close();
      }
    });
  });
});
