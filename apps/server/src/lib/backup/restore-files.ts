import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { storedPath, uploadsDir } from '../stored-files.js';
import type { CheckedArchive } from './archive-read.js';

/** The archive's files of the restored uploads, under their new ids (temp name, then rename). */
export async function copyFiles(
  tx: Tx,
  archive: CheckedArchive,
  dataDir: string,
  dir: string,
): Promise<string[]> {
  const { rows } = await tx.execute<{ old: string; new: string }>(
    sql`SELECT old, new FROM restore_ids WHERE kind = 'uploads'`,
  );
  const written: string[] = [];
  await fs.promises.mkdir(uploadsDir(dataDir), { recursive: true });
  for (const r of rows) {
    const stream = await archive.open(`${dir}files/${r.old}`);
    const target = storedPath(dataDir, r.new);
    if (!stream || !target) continue;
    const tmp = path.join(uploadsDir(dataDir), `.tmp-${r.new}`);
    written.push(target);
    try {
      await pipeline(stream, fs.createWriteStream(tmp));
      await fs.promises.rename(tmp, target);
    } finally {
      await fs.promises.rm(tmp, { force: true });
    }
  }
  return written;
}
