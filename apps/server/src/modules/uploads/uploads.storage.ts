import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dataPaths } from '../../data-dir.js';

/** Bytes file-type needs to recognise any format we accept (its "reasonable detection size"). */
const HEAD_BYTES = 4100;

export interface ReceivedFile {
  tmpPath: string;
  size: number;
  /** The stream passed the size limit: the rest was dropped, the file is incomplete. */
  truncated: boolean;
  /** The first bytes, for sniffing the type. */
  head: Buffer;
  /** Valid UTF-8 without NUL bytes: the only evidence text/plain can give (it has no magic). */
  plainText: boolean;
}

/** A multipart file stream as @fastify/multipart hands it over (busboy sets `truncated`). */
export type FileStream = Readable & { truncated?: boolean };

/**
 * Streams the upload into DATA_DIR/tmp/upload-<uuid>, inspecting it on the way: the size limit
 * is enforced by busboy while streaming (never the whole body in memory), and the temp file is
 * deleted if anything fails, so an aborted or refused upload leaves nothing behind.
 */
export async function receiveToTemp(stream: FileStream, dataDir: string): Promise<ReceivedFile> {
  const dir = dataPaths(dataDir).tmp;
  await fs.promises.mkdir(dir, { recursive: true });
  const tmpPath = path.join(dir, `upload-${randomUUID()}`);
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let plainText = true;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const inspect = (chunk: Buffer) => {
    size += chunk.length;
    if (headLength < HEAD_BYTES) {
      headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
      headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
    }
    if (!plainText) return;
    try {
      decoder.decode(chunk, { stream: true });
      if (chunk.includes(0)) plainText = false;
    } catch {
      plainText = false;
    }
  };
  try {
    await pipeline(
      stream,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          inspect(chunk);
          yield chunk;
        }
      },
      fs.createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 }),
    );
  } catch (err) {
    await removeQuietly(tmpPath);
    throw err;
  }
  try {
    decoder.decode(); // a multi-byte sequence cut off at the end is not valid UTF-8
  } catch {
    plainText = false;
  }
  return {
    tmpPath,
    size,
    truncated: stream.truncated === true,
    head: Buffer.concat(headChunks),
    plainText,
  };
}

export async function removeQuietly(file: string | null | undefined): Promise<void> {
  if (file) await fs.promises.rm(file, { force: true }).catch(() => undefined);
}
