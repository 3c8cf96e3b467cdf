import fs from 'node:fs';
import type pg from 'pg';
import { dataPaths } from '../data-dir.js';

/**
 * What the uploads store holds (ADR 0035), for tests: the uploads with bytes, and the temp files
 * an upload in progress leaves in DATA_DIR/tmp (a refused or failed one must leave none).
 */
export async function storedUploads(pool: pg.Pool, dataDir: string): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    'SELECT DISTINCT upload_id::text AS id FROM upload_chunks ORDER BY 1',
  );
  const tmp = dataPaths(dataDir).tmp;
  const temps = fs.existsSync(tmp)
    ? fs.readdirSync(tmp).filter((n) => n.startsWith('upload-'))
    : [];
  return [...rows.map((r) => r.id), ...temps];
}

/** An upload's bytes as stored, chunks in order; null when it has none. */
export async function storedBytes(pool: pg.Pool, id: string): Promise<Buffer | null> {
  const { rows } = await pool.query<{ bytes: Buffer }>(
    'SELECT bytes FROM upload_chunks WHERE upload_id = $1 ORDER BY seq',
    [id],
  );
  return rows.length === 0 ? null : Buffer.concat(rows.map((r) => r.bytes));
}
