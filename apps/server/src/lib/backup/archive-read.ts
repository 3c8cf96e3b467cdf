import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  backupManifestSchema,
} from '@wealthlog/core';
import yauzl from 'yauzl';
import { refusal } from './refusal.js';

const MANIFEST = 'manifest.json';
const MANIFEST_MAX = 16 << 20;
/** What a member may be called: nothing else is ever read from an archive (no path tricks). */
const MEMBER =
  /^((users\/[0-9]{1,6}|shared)\/)?(data\/[A-Za-z][A-Za-z0-9]{0,63}\.json|files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** An archive opened and checked: every member is listed in the manifest with its hash. */
export interface CheckedArchive {
  manifest: BackupManifest;
  /** The member at `path`, streamed from the file (null when the archive has none). */
  open(path: string): Promise<Readable | null>;
  has(path: string): boolean;
  close(): void;
}

async function readAll(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw new Error('too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function sha256Of(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Opens the zip at `file` and proves it whole before anything is restored: a zip that cannot be
 * read (cut short: its directory is at the end) → `corrupt`; a manifest that is not ours →
 * `corrupt`; a newer format version → `newerVersion`; a member missing, unlisted, or whose bytes
 * do not hash to the manifest's SHA-256 → `checksum`. Every member is read once here, streaming.
 */
export async function openArchive(file: string): Promise<CheckedArchive> {
  let zip: yauzl.ZipFile;
  const entries = new Map<string, yauzl.Entry>();
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
      strictFileNames: true,
    });
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      if (entries.has(entry.fileName)) throw new Error(`${entry.fileName} twice`);
      entries.set(entry.fileName, entry);
    }
  } catch (err) {
    throw refusal('corrupt', 'file', (err as Error).message);
  }
  const z = zip;
  const stream = async (path: string) => z.openReadStreamPromise(entries.get(path)!);
  try {
    if (!entries.has(MANIFEST))
      throw refusal('corrupt', MANIFEST, 'The archive has no manifest.json');
    let raw: unknown;
    try {
      raw = JSON.parse((await readAll(await stream(MANIFEST), MANIFEST_MAX)).toString('utf8'));
    } catch (err) {
      throw refusal('corrupt', MANIFEST, (err as Error).message);
    }
    const format = (raw as { format?: unknown } | null)?.format;
    if (format !== BACKUP_FORMAT) throw refusal('corrupt', MANIFEST, 'Not a WealthLog backup');
    const version = (raw as { version?: unknown }).version;
    if (typeof version === 'number' && version > BACKUP_VERSION) {
      throw refusal(
        'newerVersion',
        MANIFEST,
        `Version ${version}; this server reads up to ${BACKUP_VERSION}`,
      );
    }
    const parsed = backupManifestSchema.safeParse(raw);
    if (!parsed.success) {
      throw refusal(
        'corrupt',
        MANIFEST,
        ...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      );
    }
    const manifest = parsed.data;
    const listed = new Map(manifest.files.map((m) => [m.path, m]));
    for (const path of entries.keys()) {
      if (path === MANIFEST) continue;
      if (!MEMBER.test(path)) throw refusal('corrupt', path, 'Not a member of a WealthLog backup');
      if (!listed.has(path)) throw refusal('checksum', path, 'Not listed in the manifest');
    }
    for (const m of manifest.files) {
      if (!entries.has(m.path))
        throw refusal('checksum', m.path, 'Listed in the manifest but missing');
      let got: { sha256: string; size: number };
      try {
        got = await sha256Of(await stream(m.path));
      } catch (err) {
        throw refusal('corrupt', m.path, (err as Error).message);
      }
      if (got.sha256 !== m.sha256 || got.size !== m.size) throw refusal('checksum', m.path);
    }
    return {
      manifest,
      has: (path) => entries.has(path),
      open: async (path) => (entries.has(path) ? stream(path) : null),
      close: () => z.close(),
    };
  } catch (err) {
    z.close();
    throw err;
  }
}
