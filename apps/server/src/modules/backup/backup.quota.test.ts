import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authed, NO_LIMITS, type Signed, signUp } from '../../test/auth.js';
import { multipartBody } from '../../test/multipart.js';
import { storedUploads } from '../../test/upload-bytes.js';

/**
 * A restore keeps to the user's upload storage quota (UPLOAD_QUOTA_BYTES), as an upload does: a
 * backup whose files do not fit is refused whole (400 VAL_001 `overQuota`), nothing written.
 */
let a: TestApp; // quota 1000
let b: TestApp; // quota 999
let uma: Signed;
let vic: Signed;
let archive: Buffer;

const upload = (t: TestApp, s: Signed, bytes: number) => {
  const { payload, headers } = multipartBody({
    fileName: 'n.txt',
    contentType: 'text/plain',
    data: Buffer.alloc(bytes, 0x61),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/documents',
    headers: { ...authed(s), ...headers },
    payload,
  });
};

const restore = (t: TestApp, who: Signed, query = '') => {
  const body = multipartBody({ fileName: 'b.zip', contentType: 'application/zip', data: archive });
  return t.app.inject({
    method: 'POST',
    url: `/api/backup/restore${query}`,
    headers: { ...authed(who), ...body.headers },
    payload: body.payload,
  });
};

const storedFiles = (t: TestApp) => storedUploads(t.app.pool, t.config.DATA_DIR);

beforeAll(async () => {
  [a, b] = await Promise.all([
    createTestApp({ ...NO_LIMITS, UPLOAD_QUOTA_BYTES: '1000' }),
    createTestApp({ ...NO_LIMITS, UPLOAD_QUOTA_BYTES: '999' }),
  ]);
  uma = await signUp(a, 'uma');
  vic = await signUp(b, 'vic');
  expect((await upload(a, uma, 600)).statusCode).toBe(201);
  expect((await upload(a, uma, 400)).statusCode).toBe(201); // exactly 1000: fits
  const res = await a.app.inject({ method: 'GET', url: '/api/backup', headers: authed(uma) });
  expect(res.statusCode).toBe(200);
  archive = res.rawPayload;
});
afterAll(async () => Promise.all([a?.close(), b?.close()]));

describe('restore and the upload storage quota', () => {
  it('refuses a backup whose files pass the quota, with the reason, and writes nothing', async () => {
    for (const query of ['', '?dryRun=true']) {
      const res = await restore(b, vic, query);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VAL_001',
        reason: 'overQuota',
        message: 'The backup’s files do not fit in your upload storage quota',
        errors: {
          'files/': ["The backup's files take 1000 bytes; the upload storage quota is 999 bytes"],
        },
      });
    }
    const { rows } = await b.db.pool.query('SELECT count(*)::int AS n FROM uploads');
    expect(rows[0].n).toBe(0);
    expect(await storedFiles(b)).toHaveLength(0);
  });

  it('counts what the restore replaces as gone: the same backup fits back into its user', async () => {
    const res = await restore(a, uma, '?replace=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().restored.uploads).toBe(2);
  });
});
