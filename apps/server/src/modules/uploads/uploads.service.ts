import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import {
  AppError,
  checkUpload,
  cleanFileName,
  MAX_UPLOAD_BYTES,
  RULE_MESSAGES,
  UPLOAD_FIELD,
  UPLOAD_QUOTA_MESSAGE,
  type UploadCategory,
  type UploadFailure,
  type UploadResult,
  uploadRuleKind,
  uploadUrl,
} from '@wealthlog/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { putChunks } from '../../lib/upload-store.js';
import { insertWithinQuota, replaceAvatar, type UploadRow } from './uploads.repository.js';
import { judgeMimeType } from './uploads.sniff.js';
import { type FileStream, receiveToTemp, removeQuietly } from './uploads.storage.js';

export interface UploadDeps {
  db: Database;
  dataDir: string;
  quotaBytes: number;
  log: FastifyBaseLogger;
}

/** The multipart file part, as @fastify/multipart hands it over. */
export interface IncomingFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  file: FileStream;
}

export function toUploadResult(row: UploadRow): UploadResult {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    url: uploadUrl(row.id),
  };
}

export function missingFile(): AppError {
  return AppError.validation({ [UPLOAD_FIELD]: [RULE_MESSAGES.required('File')] });
}

/**
 * An upload-rule failure as the error envelope: 415 VAL_003 (type), 400 / 413 VAL_001 (name, size).
 */
function uploadError(f: UploadFailure): AppError {
  if (f.kind === 'type') return new AppError('VAL_003', f.message, { status: f.status });
  return new AppError('VAL_001', f.message, {
    status: f.status,
    errors: { [UPLOAD_FIELD]: [f.message] },
  });
}

/**
 * Receives one upload: stream to a temp file (size limit while streaming), judge the type by the
 * bytes, check the upload rules in their order (type, name, size), then within the user's quota
 * insert the row and its bytes in one transaction (ADR 0035). The temp file goes in every case.
 */
export async function storeUpload(
  deps: UploadDeps,
  userId: number,
  category: UploadCategory,
  part: IncomingFile,
): Promise<UploadResult> {
  if (part.fieldname !== UPLOAD_FIELD) {
    part.file.resume(); // drain, so the request can finish
    throw missingFile();
  }
  const received = await receiveToTemp(part.file, deps.dataDir);
  const id = randomUUID();
  try {
    const kind = uploadRuleKind(category);
    const mimeType = await judgeMimeType(kind, {
      declared: part.mimetype,
      head: received.head,
      plainText: received.plainText,
    });
    // Truncated means more than the limit arrived: report it as the limit itself (too big).
    const size = received.truncated ? MAX_UPLOAD_BYTES : received.size;
    const fileName = cleanFileName(part.filename);
    const failure = checkUpload(kind, { mimeType, fileName, size });
    if (failure) throw uploadError(failure);

    const row: UploadRow = {
      id,
      userId,
      kind: category,
      fileName,
      mimeType,
      size,
      createdAt: new Date(),
    };
    const outcome = await insertWithinQuota(deps.db, row, deps.quotaBytes, async (tx) => {
      if (category === 'avatars') await replaceAvatar(tx, userId, id);
      await putChunks(tx, id, fs.createReadStream(received.tmpPath));
      return true;
    });
    if (!outcome) throw new AppError('BUS_003', UPLOAD_QUOTA_MESSAGE, { status: 413 });
    deps.log.info(
      { event: 'upload_stored', userId, uploadId: id, kind: category, size },
      'Upload stored',
    );
    return toUploadResult(row);
  } finally {
    await removeQuietly(received.tmpPath);
  }
}
