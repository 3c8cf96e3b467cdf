import { AppError, decodeStatementBytes, IMPORT_MAX_BYTES, SCHEMA_MESSAGES } from '@wealthlog/core';
import type { FastifyRequest } from 'fastify';

/**
 * The text fields and the one `file` part of an import's multipart request; the file is read
 * into memory (at most IMPORT_MAX_BYTES: @fastify/multipart answers 413 above it). Shared by every
 * area that imports a CSV (transactions, trades).
 */
export async function readCsvForm(req: FastifyRequest) {
  if (!req.isMultipart()) throw AppError.validation({ file: [SCHEMA_MESSAGES.importFileRequired] });
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  for await (const part of req.parts({
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 20, parts: 21 },
  })) {
    if (part.type === 'file') {
      file = await part.toBuffer();
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!file || file.length === 0) {
    throw AppError.validation({ file: [SCHEMA_MESSAGES.importFileRequired] });
  }
  // UTF-8 with or without a BOM, UTF-16, or the Windows-1252 of an older bank's export: decoded
  // as its BOM, header or declaration says, else detected (core's decodeStatementBytes).
  return { fields, text: decodeStatementBytes(file) };
}
