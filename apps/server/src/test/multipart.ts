import { randomBytes } from 'node:crypto';

export interface FilePart {
  /** The part name; the upload routes expect 'file'. */
  field?: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body built by hand, so tests control every byte and header. */
export function multipartBody(part: FilePart): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----wealthlog${randomBytes(12).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.fileName}"\r\n` +
    `Content-Type: ${part.contentType}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head, 'utf8'),
    part.data,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * An import's multipart body: the text fields first, then the file, as the web app sends. The
 * file as text (UTF-8) or as bytes (a statement in Windows-1252 or UTF-16).
 */
export function csvImportBody(fields: Record<string, string>, file: string | Buffer | null) {
  const b = `----wl${randomBytes(8).toString('hex')}`;
  let head = '';
  for (const [k, v] of Object.entries(fields))
    head += `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  const parts = [Buffer.from(head)];
  if (file !== null) {
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="import.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      typeof file === 'string' ? Buffer.from(file) : file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${b}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  };
}
