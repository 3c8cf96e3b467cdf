import { backupPaths } from '@wealthlog/core';
import { type DownloadProgress, downloadWithProgress } from '../../../lib/api/download';
import { requestOf } from '../../../lib/api/endpoints';
import { todayIso } from '../../../lib/format';

/** The server's estimate of the archive's size, in bytes (it may send none). */
export const BACKUP_ESTIMATE_HEADER = 'X-Backup-Estimate';

/**
 * GET /api/backup: the zip streams in (the server writes it as it reads its snapshot), saved under
 * the name it gives (wealthlog-backup-<username>-<date>.zip).
 */
export function downloadBackup(options: {
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
}) {
  const { path, query } = requestOf(backupPaths, 'backup.download', 'GET');
  return downloadWithProgress(path, query, {
    fallbackName: `wealthlog-backup-${todayIso()}.zip`,
    estimateHeader: BACKUP_ESTIMATE_HEADER,
    ...options,
  });
}
