import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db.js';
import { storedBytes } from '../test/upload-bytes.js';
import { moveUploadFilesIn } from './upload-files-move.js';
import { CHUNK_BYTES, openChunks } from './upload-store.js';

/**
 * The upload files of a version before migration 0037 (DATA_DIR/uploads/<id>) move into
 * upload_chunks at start (ADR 0035): every byte, once, the files gone after.
 */
let database: TestDatabase;
let pool: pg.Pool;
let dataDir: string;
let userId: number;
const quiet = { info: () => undefined };

async function uploadRow(id: string, size: number) {
  await pool.query(
    `INSERT INTO uploads (id, user_id, kind, file_name, mime_type, size)
     VALUES ($1, $2, 'documents', 'a.pdf', 'application/pdf', $3)`,
    [id, userId, size],
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 3 });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-move-'));
  fs.mkdirSync(path.join(dataDir, 'uploads'));
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO users (username, email, first_name, last_name)
     VALUES ('mover', 'mover@x.org', 'M', 'M') RETURNING id`,
  );
  userId = rows[0]!.id;
});
afterAll(async () => {
  await pool.end();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('moveUploadFilesIn', () => {
  it('moves each file of an upload in, byte for byte, and removes what is left', async () => {
    const big = '0b1d6a2e-8a53-4a7e-9a0f-2a4f1f0c7b11';
    const empty = '5c6f3d1a-1b2c-4d5e-8f90-a1b2c3d4e5f6';
    const orphan = '9e8d7c6b-5a49-4382-a716-151413121110';
    // Not a whole number of chunks, and every byte value, so an off-by-one shows.
    const bytes = Buffer.alloc(2 * CHUNK_BYTES + 1234);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 7) % 256;
    await uploadRow(big, bytes.length);
    await uploadRow(empty, 0);
    const dir = path.join(dataDir, 'uploads');
    fs.writeFileSync(path.join(dir, big.toUpperCase()), bytes);
    fs.writeFileSync(path.join(dir, empty), '');
    fs.writeFileSync(path.join(dir, orphan), 'no row');
    fs.writeFileSync(path.join(dir, '.tmp-interrupted'), 'half');
    fs.writeFileSync(path.join(dir, 'README'), 'not ours');

    expect(await moveUploadFilesIn(pool, dataDir, quiet)).toBe(2);
    expect(await storedBytes(pool, big)).toEqual(bytes);
    expect(await storedBytes(pool, empty)).toEqual(Buffer.alloc(0));
    expect(await storedBytes(pool, orphan)).toBeNull();
    expect(fs.readdirSync(dir)).toEqual(['README']);
    // Served as a stream, in order, with nothing after the last chunk.
    const parts: Buffer[] = [];
    for await (const chunk of (await openChunks(pool, big))!) parts.push(chunk as Buffer);
    expect(Buffer.concat(parts)).toEqual(bytes);
    expect(await openChunks(pool, orphan)).toBeNull();
    expect(await openChunks(pool, 'not-a-uuid')).toBeNull();
  });

  it('leaves an upload that already has its bytes as it is', async () => {
    const id = '0b1d6a2e-8a53-4a7e-9a0f-2a4f1f0c7b11';
    fs.writeFileSync(path.join(dataDir, 'uploads', id), 'a stale copy');
    expect(await moveUploadFilesIn(pool, dataDir, quiet)).toBe(0);
    expect((await storedBytes(pool, id))!.length).toBe(2 * CHUNK_BYTES + 1234);
    expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toEqual(['README']);
  });
});
