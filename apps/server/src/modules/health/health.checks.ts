import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

/** A real round trip to PostgreSQL, not just a pool that exists. */
export function databaseCheck(pool: pg.Pool) {
  return async () => {
    const { rows } = await pool.query<{ ok: number }>('SELECT 1 AS ok');
    return rows[0]?.ok === 1;
  };
}

/** DATA_DIR must be writable: uploads and the outbox live there. */
export function diskCheck(dataDir: string) {
  return async () => {
    const probe = path.join(dataDir, `.health-${randomUUID()}`);
    await fs.writeFile(probe, 'ok');
    await fs.rm(probe, { force: true });
    return true;
  };
}
