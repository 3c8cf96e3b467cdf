import { backupPaths, type QueryOf, type RestoreResult } from '@wealthlog/core';
import { requestOf } from '../../../lib/api/endpoints';
import { type UploadProgress, uploadWithProgress } from '../../../lib/api/upload-with-progress';

/**
 * POST /api/backup/restore?dryRun&replace, the archive as the multipart part `file`, with upload
 * progress. A dry run answers the counts it would write and writes nothing.
 */
export function restoreBackup(
  file: File,
  query: QueryOf<'backup.restore'>,
  onProgress?: (progress: UploadProgress) => void,
): Promise<RestoreResult> {
  const { path, query: search } = requestOf(backupPaths, 'backup.restore', 'POST', { query });
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<RestoreResult>(path, form, {
    ...(search ? { query: search } : {}),
    ...(onProgress ? { onProgress } : {}),
  });
}
