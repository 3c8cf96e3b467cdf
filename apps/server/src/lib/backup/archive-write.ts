import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupManifest } from '@wealthlog/core';
import type pg from 'pg';
import { closeSnapshot, openSnapshot, type Snapshot } from './snapshot.js';
import yazl from 'yazl';
import { openChunks } from '../upload-store.js';
import { APP_VERSION } from './app-version.js';
import type { ResolvedKind } from './kind.js';
import { countRowsSql, selectRowsSql } from './select-rows.js';

/** Rows fetched from a cursor at a time: what bounds the backup's memory, whatever the data's size. */
const BATCH = 2000;
/** A row's share of the compressed archive, for the progress estimate (measured on the bench seed). */
const BYTES_PER_ROW = 20; // the bench user: 6.1 MB for 320k rows

type Member = BackupManifest['files'][number];

/** A member's bytes, hashed and measured as they pass; `done` receives the manifest's entry. */
function hashed(path: string, source: AsyncIterable<Buffer>, done: (m: Member) => void): Readable {
  return Readable.from(
    (async function* () {
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
      done({ path, sha256: hash.digest('hex'), size });
    })(),
  );
}

let cursorSeq = 0;

/** The kind's rows as `[\n{…},\n{…}\n]\n`: one object a line, read through a cursor. */
async function* rowsOf(
  s: Snapshot,
  kind: ResolvedKind,
  userId: number | null,
  counted: (n: number) => void,
) {
  const name = `backup_rows_${(cursorSeq += 1)}`;
  await s.client.query(`DECLARE ${name} NO SCROLL CURSOR FOR ${selectRowsSql(kind, userId)}`);
  let n = 0;
  yield Buffer.from('[');
  for (;;) {
    const { rows } = await s.client.query<{ j: string }>(`FETCH ${BATCH} FROM ${name}`);
    if (rows.length === 0) break;
    yield Buffer.from(`${n === 0 ? '\n' : ',\n'}${rows.map((r) => r.j).join(',\n')}`);
    n += rows.length;
  }
  await s.client.query(`CLOSE ${name}`);
  counted(n);
  yield Buffer.from(n === 0 ? ']\n' : '\n]\n');
}

/** Who a server archive's user section is: enough to create the user again elsewhere. */
export interface ArchiveUser {
  username: string;
  email: string;
  roles: string[];
  active: boolean;
}

export interface ArchivePart {
  /** Where its members go: '' for a user's own backup, `users/<n>/` or `shared/` in a server's. */
  dir: string;
  /** The user whose rows these are; null for the shared rows (of the kinds that have them). */
  userId: number | null;
  /** A server archive's user section names its user. */
  user?: ArchiveUser;
}

export interface ArchivePlan {
  /** The compressed size to expect, roughly: the download's progress bar. */
  estimate: number;
  /** Rows per kind of each part, counted in the snapshot (the manifest repeats them). */
  counts: Record<string, number>[];
}

/**
 * Adds the members of one part to `zip`, read lazily from the snapshot when the zip reaches them
 * (yazl writes one member at a time, so one cursor is open at a time): `data/<kind>.json` for
 * every kind, `files/<id>` for every uploaded file still on disk. Returns the counts; the
 * members' manifest entries are pushed to `members` as they are written.
 */
async function addPart(
  zip: yazl.ZipFile,
  s: Snapshot,
  all: readonly ResolvedKind[],
  part: ArchivePart,
  members: Member[],
  mtime: Date,
) {
  const kinds = part.userId === null ? all.filter((k) => k.shared) : all;
  const { rows } = await s.client.query<Record<string, number>>(countRowsSql(kinds, part.userId));
  const counts: Record<string, number> = { ...rows[0] };
  for (const kind of kinds) {
    const path = `${part.dir}data/${kind.kind}.json`;
    const counted = (n: number) => {
      if (n !== counts[kind.kind])
        throw new Error(`${path}: counted ${counts[kind.kind]}, read ${n}`);
    };
    zip.addReadStreamLazy(path, { mtime }, (cb) =>
      cb(
        null,
        hashed(path, rowsOf(s, kind, part.userId, counted), (m) => members.push(m)),
      ),
    );
  }
  const files =
    part.userId === null
      ? []
      : // Only uploads with bytes (ADR 0035): a row whose file was lost before the bytes moved
        // into the database is kept, its file left out, as a missing file always was.
        (
          await s.client.query<{ id: string; size: string }>(
            `SELECT id::text, size FROM uploads u WHERE user_id = $1
               AND EXISTS (SELECT 1 FROM upload_chunks c WHERE c.upload_id = u.id AND c.seq = 0)
             ORDER BY id`,
            [part.userId],
          )
        ).rows;
  let bytes = 0;
  for (const f of files) {
    bytes += Number(f.size);
    const path = `${part.dir}files/${f.id}`;
    // Read when yazl reaches the member, on the snapshot's connection: the bytes as of the
    // snapshot, like the rows (yazl takes one member at a time, so queries never interleave).
    zip.addReadStreamLazy(path, { mtime, compress: false }, (cb) => {
      openChunks(s.client, f.id).then(
        (chunks) =>
          chunks
            ? cb(
                null,
                hashed(path, chunks, (m) => members.push(m)),
              )
            : cb(new Error(`upload ${f.id}: no bytes in the snapshot`), null as never),
        (err: Error) => cb(err, null as never),
      );
    });
  }
  const rowsTotal = Object.values(counts).reduce((a, b) => a + b, 0);
  return { counts, estimate: rowsTotal * BYTES_PER_ROW + bytes };
}

export interface ArchiveOptions {
  pool: pg.Pool;
  kinds: readonly ResolvedKind[];
  /** One part for a user's backup; one per user and the shared rows for the server's. */
  parts: readonly ArchivePart[];
}

/**
 * A backup archive as a stream (API.md "Your data"): the members of every part from one snapshot,
 * then `manifest.json` with each member's SHA-256 and size and the counts. Memory stays bounded:
 * rows pass a cursor batch at a time, files as streams. `stream` ends when the archive is whole;
 * it errors (and the snapshot is let go) when reading fails or the reader goes away (`abort`).
 */
export async function archiveStream(o: ArchiveOptions): Promise<{
  stream: Readable;
  plan: ArchivePlan;
  abort: (err?: Error) => void;
}> {
  const s = await openSnapshot(o.pool);
  let closed = false;
  const close = (err?: Error) => {
    if (closed) return;
    closed = true;
    void closeSnapshot(s, err);
  };
  const zip = new yazl.ZipFile();
  const members: Member[] = [];
  const createdAt = new Date();
  const plan: ArchivePlan = { estimate: 1024, counts: [] };
  try {
    for (const part of o.parts) {
      const added = await addPart(zip, s, o.kinds, part, members, createdAt);
      plan.counts.push(added.counts);
      plan.estimate += added.estimate;
    }
  } catch (err) {
    close(err as Error);
    throw err;
  }
  zip.addReadStreamLazy('manifest.json', { mtime: createdAt }, (cb) => {
    // Every other member is written by now (yazl takes them in order): the snapshot is done.
    close();
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      appVersion: APP_VERSION,
      createdAt: createdAt.toISOString(),
      counts: sumCounts(plan.counts),
      files: members,
      ...serverSections(o.parts, plan.counts),
    };
    cb(null, Readable.from([Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)]));
  });
  zip.end();
  const stream = zip.outputStream as Readable;
  const abort = (err?: Error) => {
    close(err);
    if (!stream.destroyed) stream.destroy(err);
  };
  zip.on('error', (err: Error) => abort(err));
  stream.on('close', () => close());
  return { stream, plan, abort };
}

/** A server archive's manifest names each user's section and the shared one. */
function serverSections(parts: readonly ArchivePart[], counts: Record<string, number>[]) {
  if (!parts.some((p) => p.user || p.userId === null)) return {};
  const users: NonNullable<BackupManifest['users']> = [];
  let shared: BackupManifest['shared'];
  parts.forEach((p, i) => {
    if (p.user) users.push({ dir: p.dir, ...p.user, counts: counts[i]! });
    else if (p.userId === null) shared = { dir: p.dir, counts: counts[i]! };
  });
  return { users, ...(shared ? { shared } : {}) };
}

function sumCounts(all: Record<string, number>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const counts of all) for (const [k, n] of Object.entries(counts)) out[k] = (out[k] ?? 0) + n;
  return out;
}
