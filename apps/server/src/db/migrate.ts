import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** Same relative place in src/ and in dist/ (the build copies the SQL files). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_ID = 7_231_904_118;

/**
 * Applies the committed SQL migrations. Several instances may start at once against one
 * database, so the run is serialised by an advisory lock.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

/**
 * How many of this build's migrations the database lacks (0: up to date or newer). Drizzle applies
 * every journal entry newer than the last one it recorded; this counts the same way, without
 * applying anything: a tool attached to a running server must not change the schema under it.
 */
export async function pendingMigrations(pool: pg.Pool): Promise<number> {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const { rows } = await pool.query<{ last: string | null }>(
    `SELECT CASE WHEN to_regclass('drizzle.__drizzle_migrations') IS NULL THEN NULL
       ELSE (SELECT max(created_at)::text FROM drizzle.__drizzle_migrations) END AS last`,
  );
  const last = Number(rows[0]?.last ?? 0);
  return journal.entries.filter((e) => e.when > last).length;
}
