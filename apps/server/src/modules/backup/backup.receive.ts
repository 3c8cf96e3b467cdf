import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError, BACKUP_FILE_REQUIRED } from '@wealthlog/core';
import type { FastifyRequest } from 'fastify';
import { dataPaths } from '../../data-dir.js';
import { refusal } from '../../lib/backup/refusal.js';

/** The largest archive a restore takes: a household's years of data and its files. */
export const RESTORE_MAX_BYTES = 4 * 1024 ** 3;

/**
 * The multipart `file` of a restore, streamed to DATA_DIR/tmp (a zip is read from a file: its
 * directory is at the end). Never in memory; the caller removes it (`remove`) when done.
 */
export async function receiveArchive(req: FastifyRequest, dataDir: string) {
  if (!req.isMultipart()) throw AppError.validation({ file: [BACKUP_FILE_REQUIRED] });
  const part = await req.file({
    limits: { fileSize: RESTORE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });
  if (!part) throw AppError.validation({ file: [BACKUP_FILE_REQUIRED] });
  const dir = dataPaths(dataDir).tmp;
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, `restore-${randomUUID()}.zip`);
  const remove = () => fs.promises.rm(file, { force: true });
  try {
    await pipeline(part.file, fs.createWriteStream(file));
  } catch (err) {
    await remove();
    throw err;
  }
  if (part.file.truncated) {
    await remove();
    throw refusal('corrupt', 'file', `Larger than ${RESTORE_MAX_BYTES} bytes`);
  }
  return { file, remove };
}
