import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { putChunks, QUOTA_LOCK_CLASS } from '../upload-store.js';
import type { CheckedArchive } from './archive-read.js';
import { refusal } from './refusal.js';

/**
 * The archive's files of the restored uploads, their bytes stored under the new ids in the
 * restore's own transaction (ADR 0035): a refused restore leaves none behind. An upload whose file
 * the archive lacks keeps its row without bytes, as a backup writes one whose file was lost.
 */
export async function copyFiles(tx: Tx, archive: CheckedArchive, dir: string): Promise<void> {
  const { rows } = await tx.execute<{ old: string; new: string }>(
    sql`SELECT old, new FROM restore_ids WHERE kind = 'uploads'`,
  );
  for (const r of rows) {
    const stream = await archive.open(`${dir}files/${r.old}`);
    if (stream) await putChunks(tx, r.new, stream);
  }
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
