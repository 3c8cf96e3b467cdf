import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/client.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded.js';
import { runMigrations } from '../db/migrate.js';
import { loadShippedRates } from '../modules/fx/shipped-rates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Once per run: a PostgreSQL server and a migrated template database (with the shipped rates) to clone per test file. */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  let tmp: string | undefined;
  if (!adminUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-test-'));
    embedded = await startEmbeddedPostgres({
      dir: path.join(tmp, 'pg'),
      password: randomBytes(12).toString('hex'),
      database: 'postgres',
      logger: pino({ level: 'silent' }),
    });
    adminUrl = embedded.url;
  }
  const template = `wl_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const db = createDb(withDatabase(adminUrl, template), 2);
  await runMigrations(db.pool);
  // The shipped ECB history, once into the template: every test database starts as a new install
  // does after its first start, without paying the load in each test file.
  await loadShippedRates(db.db);
  await db.close();
  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', template);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`).catch(() => undefined);
    // Databases of test files that crashed before their own clean-up.
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`wl_t_${process.pid}_%`],
    );
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}

export { withDatabase };
