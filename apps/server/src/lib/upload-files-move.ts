import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { dataPaths } from '../data-dir.js';
import { isUploadId, putChunks } from './upload-store.js';

/**
 * Until migration 0037 an upload's bytes were the file DATA_DIR/uploads/<id>; now they are rows of
 * upload_chunks (ADR 0035). At start (and before a backup or restore command), each such file is
 * moved in: its bytes inserted in one transaction with the upload row locked (two instances
 * sharing the directory cannot both insert them), then the file removed. A file whose upload row
 * is gone (its user deleted before the upgrade, or a crash between a rename and a rollback) is
 * removed; so is an interrupted upload's temp file. Nothing else is touched. Returns the number of
 * files moved in.
 */
export async function moveUploadFilesIn(
  pool: pg.Pool,
  dataDir: string,
  log: { info: (obj: object, msg: string) => void },
): Promise<number> {
  const dir = dataPaths(dataDir).uploads;
  const names = fs.existsSync(dir) ? await fs.promises.readdir(dir) : [];
  let moved = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    if (name.startsWith('.tmp-')) {
      await fs.promises.rm(file, { force: true });
      continue;
    }
    if (!isUploadId(name)) continue;
    if (await moveOne(pool, name.toLowerCase(), file)) moved += 1;
    await fs.promises.rm(file, { force: true });
  }
  if (moved > 0)
    log.info({ event: 'uploads_moved_in', files: moved }, 'Upload files moved into the database');
  return moved;
}

/** The file's bytes as upload `id`'s chunks, unless the row is gone or already has them. */
async function moveOne(pool: pg.Pool, id: string, file: string): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ has: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM upload_chunks WHERE upload_id = u.id) AS has
       FROM uploads u WHERE u.id = $1 FOR UPDATE`,
      [id],
    );
    const row = rows[0];
    if (!row || row.has) {
      await client.query('ROLLBACK');
      client.release();
      return false;
    }
    await putChunks(drizzle(client), id, fs.createReadStream(file));
    await client.query('COMMIT');
    client.release();
    return true;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release(err as Error);
    throw err;
  }
}
