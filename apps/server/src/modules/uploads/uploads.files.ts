import type { Readable } from 'node:stream';
import { AppError, isInlineMimeType } from '@wealthlog/core';
import type { Database } from '../../db/client.js';
import { isUploadId, openChunks, type Queryable } from '../../lib/upload-store.js';
import { findUpload, type UploadRow } from './uploads.repository.js';

/** RFC 8187 `filename*` value: percent-encoded UTF-8, with the characters RFC 5987 reserves too. */
export function encodeFileName(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Images are shown in the page; anything else is a download the browser never renders. */
export function contentDisposition(row: Pick<UploadRow, 'fileName' | 'mimeType'>): string {
  const type = isInlineMimeType(row.mimeType) ? 'inline' : 'attachment';
  return `${type}; filename*=UTF-8''${encodeFileName(row.fileName)}`;
}

export interface OpenedUpload {
  row: UploadRow;
  stream: Readable;
}

/**
 * The owner's file, opened before any header is sent so a missing file answers a clean 404.
 * Malformed ids, other users' ids and missing ids all throw the same DB_004.
 */
export async function openUpload(
  db: Database,
  pool: Queryable,
  userId: number,
  id: string,
): Promise<OpenedUpload> {
  const row = isUploadId(id) ? await findUpload(db, userId, id) : null;
  const stream = row ? await openChunks(pool, id) : null;
  if (!row || !stream) throw new AppError('DB_004');
  return { row, stream };
}
