import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { QUOTA_LOCK_CLASS, storedPath, uploadsDir } from '../stored-files.js';
import type { CheckedArchive } from './archive-read.js';
import { refusal } from './refusal.js';

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

/**
 * The restored uploads (staged in `stage`) within the user's upload storage quota, counted as an
 * upload counts them (the rows' sizes, with what the user still stores): refused whole before any
 * of them is written. Holds the uploads' quota lock, so an upload in parallel waits for the restore.
 */
export async function checkQuota(
  tx: Tx,
  stage: string,
  userId: number,
  quotaBytes: number,
  member: string,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, ${userId})`);
  const { rows } = await tx.execute<{ restored: string; kept: string }>(
    sql`SELECT (SELECT coalesce(sum(size), 0) FROM ${sql.raw(stage)})::text AS restored,
      (SELECT coalesce(sum(size), 0) FROM uploads WHERE user_id = ${userId})::text AS kept`,
  );
  const restored = Number(rows[0]!.restored);
  const kept = Number(rows[0]!.kept);
  if (restored + kept <= quotaBytes) return;
  const stored = kept > 0 ? ` (and ${kept} bytes already stored)` : '';
  throw refusal(
    'overQuota',
    member,
    `The backup's files take ${restored} bytes${stored}; the upload storage quota is ${quotaBytes} bytes`,
  );
}
