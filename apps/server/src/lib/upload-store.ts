import { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';

/**
 * Where an upload's bytes are: rows of upload_chunks in PostgreSQL (ADR 0035), so every instance
 * behind a balancer serves every upload without a shared file system, and a backup reads them in
 * its snapshot. Shared by the uploads area (writes and serves), the backup (archives, restores)
 * and the start (moves the files of DATA_DIR/uploads in, lib/upload-files-move.ts).
 */

/**
 * Bytes a row: large enough that a 10 MB file is 40 statements, small enough that a download
 * holds one chunk in memory at a time (a bytea travels whole in one protocol message).
 */
export const CHUNK_BYTES = 256 * 1024;

/**
 * With the user id, the advisory lock a user's quota check holds (uploads, a restore's files), so
 * two writers cannot both fit in the last free megabyte.
 */
export const QUOTA_LOCK_CLASS = 41_827;

// An upload id is exactly a UUID: anything else is a missing upload, not a query error.
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUploadId = (id: string): boolean => UPLOAD_ID.test(id);

/** What reads the chunks: the pool, or a client in a transaction (the backup's snapshot). */
export interface Queryable {
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

/**
 * Writes `source` as the chunks of upload `id`, in the caller's transaction (so the bytes are
 * stored exactly when the row is): cut into CHUNK_BYTES pieces, one buffered at a time. A file
 * of no bytes still gets its one empty chunk, so "stored" is never confused with "missing".
 * Answers the number of bytes written.
 */
export async function putChunks(
  tx: { execute: (query: SQL) => Promise<unknown> },
  id: string,
  source: AsyncIterable<Buffer>,
): Promise<number> {
  let seq = 0;
  let size = 0;
  let parts: Buffer[] = [];
  let held = 0;
  const flush = async (bytes: Buffer) => {
    await tx.execute(
      sql`INSERT INTO upload_chunks (upload_id, seq, bytes) VALUES (${id}, ${seq}, ${bytes})`,
    );
    seq += 1;
  };
  for await (const chunk of source) {
    size += chunk.length;
    parts.push(chunk);
    held += chunk.length;
    while (held >= CHUNK_BYTES) {
      const all = Buffer.concat(parts);
      await flush(all.subarray(0, CHUNK_BYTES));
      parts = [all.subarray(CHUNK_BYTES)];
      held = all.length - CHUNK_BYTES;
    }
  }
  if (held > 0 || seq === 0) await flush(Buffer.concat(parts));
  return size;
}

async function chunkAt(q: Queryable, id: string, seq: number): Promise<Buffer | null> {
  const { rows } = await q.query<{ bytes: Buffer }>(
    'SELECT bytes FROM upload_chunks WHERE upload_id = $1 AND seq = $2',
    [id, seq],
  );
  return rows[0]?.bytes ?? null;
}

/**
 * The bytes of upload `id` as a stream, a chunk (one indexed query) at a time; null when it has
 * none (a malformed id too), found before anything is sent so the caller can answer a clean 404.
 */
export async function openChunks(q: Queryable, id: string): Promise<Readable | null> {
  if (!isUploadId(id)) return null;
  const first = await chunkAt(q, id, 0);
  if (first === null) return null;
  return Readable.from(
    (async function* () {
      yield first;
      for (let seq = 1; ; seq += 1) {
        const next = await chunkAt(q, id, seq);
        if (next === null) return;
        yield next;
      }
    })(),
  );
}
