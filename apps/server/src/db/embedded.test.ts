import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { householdSizing, pgBinaries, startEmbeddedPostgres } from './embedded.js';
import { closedAncestor } from './pg-launch.js';

const quiet = pino({ level: 'silent' });
const isRoot = process.getuid?.() === 0;

describe('the embedded PostgreSQL', () => {
  // A checkout under /root (mode 700) as root on a small VPS: the binaries and the data both sit
  // where the postgres user cannot enter. It must start all the same, opening nothing up.
  it.runIf(isRoot)(
    'starts as root from binaries and a data directory under a mode-700 directory',
    async () => {
      const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-closed-'));
      fs.chmodSync(closed, 0o700);
      try {
        const native = path.join(closed, 'checkout/native');
        fs.cpSync(pgBinaries().native, native, { recursive: true, verbatimSymlinks: true });
        expect(closedAncestor(path.join(native, 'bin/postgres'), { uid: 4242, gid: 4242 })).toBe(
          closed,
        );
        const logs: string[] = [];
        const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(line) });
        const db = await startEmbeddedPostgres({
          dir: path.join(closed, 'data/pg'),
          password: 'pw-700',
          database: 'wl',
          logger,
          native,
        });
        try {
          const client = new pg.Client({ connectionString: db.url });
          await client.connect();
          expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
          await client.end();
          expect(logs.some((l) => l.includes('"launch":"namespace"'))).toBe(true);
        } finally {
          await db.stop();
        }
        expect((fs.statSync(closed).mode & 0o777).toString(8)).toBe('700');
      } finally {
        fs.rmSync(closed, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it('runs sized for one household: its pool’s connections and 128 MB of shared buffers', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-sized-'));
    try {
      const db = await startEmbeddedPostgres({
        dir: path.join(dir, 'pg'),
        password: 'pw-sized',
        database: 'wl',
        logger: quiet,
        sizing: householdSizing(10),
      });
      try {
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        const show = async (name: string) =>
          (await client.query<Record<string, string>>(`SHOW ${name}`)).rows[0]![name];
        expect(await show('max_connections')).toBe('20');
        expect(await show('shared_buffers')).toBe('32MB');
        await client.end();
      } finally {
        await db.stop();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses a data directory of another PostgreSQL major version in one sentence', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-old-'));
    try {
      fs.writeFileSync(path.join(dir, 'PG_VERSION'), '16\n');
      await expect(
        startEmbeddedPostgres({ dir, password: 'x', database: 'wl', logger: quiet }),
      ).rejects.toThrow(
        `${dir} holds a PostgreSQL 16 database and this WealthLog runs PostgreSQL ${pgBinaries().major}: start the WealthLog version that made it and export your data, or point DATA_DIR elsewhere.`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('closedAncestor', () => {
  it('names the first directory a user cannot enter, or null', () => {
    const top = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-modes-'));
    try {
      fs.mkdirSync(path.join(top, 'a/b'), { recursive: true });
      fs.chmodSync(top, 0o755);
      fs.chmodSync(path.join(top, 'a'), 0o700);
      const stranger = { uid: 4242, gid: 4242 };
      expect(closedAncestor(path.join(top, 'a/b/file'), stranger)).toBe(path.join(top, 'a'));
      fs.chmodSync(path.join(top, 'a'), 0o711);
      expect(closedAncestor(path.join(top, 'a/b/file'), stranger)).toBeNull();
    } finally {
      fs.rmSync(top, { recursive: true, force: true });
    }
  });
});
