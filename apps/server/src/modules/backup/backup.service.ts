import type pg from 'pg';
import type { Database } from '../../db/client.js';
import { archiveStream } from '../../lib/backup/archive-write.js';
import { openArchive } from '../../lib/backup/archive-read.js';
import type { ResolvedKind } from '../../lib/backup/kind.js';
import { refusal } from '../../lib/backup/refusal.js';
import { type RestoreInput, restoreUser } from '../../lib/backup/restore.js';

export interface BackupDeps {
  db: Database;
  pool: pg.Pool;
  dataDir: string;
  kinds: readonly ResolvedKind[];
  /** The users' upload storage quota, which a user's own restore keeps to (none: not checked). */
  uploadQuotaBytes?: number;
}

/** The user's whole backup as a zip stream (API.md "Your data"), from one snapshot. */
export function userBackup(d: BackupDeps, user: { id: number; username: string }) {
  return archiveStream({
    pool: d.pool,
    kinds: d.kinds,
    parts: [{ dir: '', userId: user.id }],
  });
}

/** `wealthlog-backup-<username>-<YYYY-MM-DD>.zip`, the day in UTC. */
export function backupFileName(username: string, at = new Date()): string {
  return `wealthlog-backup-${username}-${at.toISOString().slice(0, 10)}.zip`;
}

/**
 * A user's backup (the archive at `file`) into `userId`: checked whole first, then restored in
 * one transaction. The files of the data it replaced are removed once it committed.
 */
export async function restoreFromFile(
  d: BackupDeps,
  userId: number,
  file: string,
  opts: Pick<RestoreInput, 'dryRun' | 'replace' | 'onKind'>,
) {
  const archive = await openArchive(file);
  try {
    if (archive.manifest.users) {
      throw refusal('invalid', 'manifest.json', 'A server backup: restore it with npm run restore');
    }
    const out = await restoreUser({ ...d, userId, archive, dir: '', ...opts });
    return { restored: out.restored, dryRun: out.dryRun };
  } finally {
    archive.close();
  }
}
