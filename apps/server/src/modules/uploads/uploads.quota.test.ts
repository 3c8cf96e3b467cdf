import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authed, NO_LIMITS, type Signed, signUp } from '../../test/auth.js';
import { multipartBody } from '../../test/multipart.js';
import { storedUploads } from '../../test/upload-bytes.js';

// A tiny quota, so "full" takes two small files rather than a gigabyte.
let t: TestApp;
let uma: Signed;
let vic: Signed;
beforeAll(async () => {
  t = await createTestApp({ ...NO_LIMITS, UPLOAD_QUOTA_BYTES: '1000' });
  uma = await signUp(t, 'uma');
  vic = await signUp(t, 'vic');
});
afterAll(async () => t?.close());

const send = (s: Signed, bytes: number) => {
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

describe('per-user upload quota (UPLOAD_QUOTA_BYTES)', () => {
  it('accepts up to the quota, then answers 413 BUS_003 and keeps no file', async () => {
    expect((await send(uma, 600)).statusCode).toBe(201);
    expect((await send(uma, 400)).statusCode).toBe(201); // exactly 1000: still fits
    const full = await send(uma, 1);
    expect(full.statusCode).toBe(413);
    expect(full.json()).toMatchObject({
      code: 'BUS_003',
      message: 'Upload storage quota exceeded',
    });
    expect(await storedUploads(t.app.pool, t.config.DATA_DIR)).toHaveLength(2);
  });

  it('counts per user', async () => {
    expect((await send(vic, 900)).statusCode).toBe(201);
  });
});
