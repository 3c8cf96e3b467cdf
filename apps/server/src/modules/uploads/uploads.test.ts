import { MAX_UPLOAD_BYTES } from '@wealthlog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authed, NO_LIMITS, type Signed, signUp } from '../../test/auth.js';
import { type FilePart, multipartBody } from '../../test/multipart.js';
import * as sample from '../../test/sample-files.js';
import { storedBytes, storedUploads } from '../../test/upload-bytes.js';

let t: TestApp;
let ann: Signed;
let ben: Signed;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  ann = await signUp(t, 'ann');
  ben = await signUp(t, 'ben');
});
afterAll(async () => t?.close());

const stored = () => storedUploads(t.app.pool, t.config.DATA_DIR);

function upload(app: TestApp, s: Signed, kind: string, part: FilePart) {
  const { payload, headers } = multipartBody(part);
  return app.app.inject({
    method: 'POST',
    url: `/api/upload/${kind}`,
    headers: { ...authed(s), ...headers },
    payload,
  });
}
const fetchFile = (s: Signed, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/upload/files/${id}`,
    headers: { authorization: `Bearer ${s.accessToken}` },
  });

describe('accepted files (real bytes)', () => {
  const cases: [string, string, string, Buffer][] = [
    ['images', 'pixel.png', 'image/png', sample.png()],
    ['images', 'photo.jpg', 'image/jpeg', sample.jpeg()],
    ['images', 'anim.gif', 'image/gif', sample.gif()],
    ['images', 'pic.webp', 'image/webp', sample.webp()],
    ['documents', 'report.pdf', 'application/pdf', sample.pdf()],
    ['documents', 'letter.doc', 'application/msword', sample.doc()],
    ['documents', 'notes.txt', 'text/plain', sample.text()],
  ];
  it.each(cases)('%s %s (%s) → 201, stored under its UUID', async (kind, fileName, type, data) => {
    const res = await upload(t, ann, kind, { fileName, contentType: type, data });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind,
      fileName,
      mimeType: type,
      size: data.length,
      url: `/api/upload/files/${body.id}`,
    });
    expect(await storedBytes(t.app.pool, body.id)).toEqual(data);
    const back = await fetchFile(ann, body.id);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload).toEqual(data);
  });
});

describe('refused files', () => {
  it('judges by the bytes: a PNG named .pdf and declared application/pdf → 415', async () => {
    const res = await upload(t, ann, 'documents', {
      fileName: 'invoice.pdf',
      contentType: 'application/pdf',
      data: sample.png(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'VAL_003',
      message: 'Invalid file type. Only PDF, Word, and text files are allowed.',
    });
  });

  it('an HTML file declared image/png → 415 with the image message', async () => {
    const res = await upload(t, ann, 'images', {
      fileName: 'cat.png',
      contentType: 'image/png',
      data: sample.html(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'VAL_003',
      message: 'Invalid file type. Only JPEG, PNG, GIF, and WebP are allowed.',
    });
  });

  it('an .exe declared text/plain → 415', async () => {
    const res = await upload(t, ann, 'documents', {
      fileName: 'readme.txt',
      contentType: 'text/plain',
      data: sample.exe(),
    });
    expect(res.statusCode).toBe(415);
  });

  it('a real PNG declared as JPEG, and a PDF sent as an image → 415', async () => {
    for (const [kind, type, data] of [
      ['images', 'image/jpeg', sample.png()],
      ['images', 'application/pdf', sample.pdf()],
      ['documents', 'text/plain', Buffer.from([0x61, 0xff, 0x62])],
    ] as const) {
      const res = await upload(t, ann, kind, { fileName: 'x.bin', contentType: type, data });
      expect(res.statusCode).toBe(415);
    }
  });

  it("a name HTML sanitising would alter ('<b>.png') → 400 VAL_001", async () => {
    const res = await upload(t, ann, 'images', {
      fileName: '<b>.png',
      contentType: 'image/png',
      data: sample.png(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VAL_001',
      message: 'File name contains invalid characters',
    });
  });

  it('10485760 bytes exactly → 413, and no file is left behind', async () => {
    const before = await stored();
    const data = Buffer.alloc(MAX_UPLOAD_BYTES, 0x61);
    sample.png().copy(data, 0);
    const res = await upload(t, ann, 'images', {
      fileName: 'big.png',
      contentType: 'image/png',
      data,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'VAL_001',
      message: 'File size must be less than 10MB',
    });
    expect(await stored()).toEqual(before);
  });

  it('one byte under the limit is accepted', async () => {
    const data = Buffer.alloc(MAX_UPLOAD_BYTES - 1, 0x61);
    const res = await upload(t, ben, 'documents', {
      fileName: 'almost.txt',
      contentType: 'text/plain',
      data,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().size).toBe(MAX_UPLOAD_BYTES - 1);
  });

  it('no file part → 400 VAL_001 "File is required"', async () => {
    const res = await upload(t, ann, 'images', {
      field: 'other',
      fileName: 'x.png',
      contentType: 'image/png',
      data: sample.png(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VAL_001', errors: { file: ['File is required'] } });
  });

  it('needs a signed-in user and the CSRF token', async () => {
    const { payload, headers } = multipartBody({
      fileName: 'a.png',
      contentType: 'image/png',
      data: sample.png(),
    });
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/upload/images',
      headers,
      payload,
    });
    expect(anon.statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/upload/images',
      headers: { ...headers, authorization: `Bearer ${ann.accessToken}` },
      payload,
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('GET /api/upload/files/{id}', () => {
  it('serves images inline and everything else as an attachment, never cached or sniffed', async () => {
    const img = (
      await upload(t, ann, 'images', {
        fileName: 'café.png',
        contentType: 'image/png',
        data: sample.png(),
      })
    ).json();
    const res = await fetchFile(ann, img.id);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe("inline; filename*=UTF-8''caf%C3%A9.png");
    expect(res.headers['cache-control']).toBe('private, no-store');

    const txt = (
      await upload(t, ann, 'documents', {
        fileName: 'notes (1).txt',
        contentType: 'text/plain',
        data: sample.text(),
      })
    ).json();
    const dl = await fetchFile(ann, txt.id);
    expect(dl.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''notes%20%281%29.txt",
    );
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['cache-control']).toBe('private, no-store');
  });

  it("another user's file answers 404 exactly like a missing one", async () => {
    const mine = (
      await upload(t, ann, 'images', {
        fileName: 'a.png',
        contentType: 'image/png',
        data: sample.png(),
      })
    ).json();
    const other = await fetchFile(ben, mine.id);
    const missing = await fetchFile(ben, '00000000-0000-4000-8000-000000000000');
    const malformed = await fetchFile(ben, '..%2F..%2Fetc%2Fpasswd');
    for (const res of [other, missing, malformed]) {
      expect(res.statusCode).toBe(404);
      const { requestId: _, ...body } = res.json();
      expect(body).toEqual({ code: 'DB_004', message: 'Resource not found' });
      expect(res.headers['content-type']).toBe(other.headers['content-type']);
    }
  });
});

describe('avatars', () => {
  it('sets the avatar on the user and deletes the previous one', async () => {
    const first = (
      await upload(t, ann, 'avatars', {
        fileName: 'me.png',
        contentType: 'image/png',
        data: sample.png(),
      })
    ).json();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${ann.accessToken}` },
    });
    expect(me.json().user.avatarUrl).toBe(`/api/upload/files/${first.id}`);
    const second = (
      await upload(t, ann, 'avatars', {
        fileName: 'me2.gif',
        contentType: 'image/gif',
        data: sample.gif(),
      })
    ).json();
    expect(await stored()).not.toContain(first.id);
    expect(await stored()).toContain(second.id);
    expect((await fetchFile(ann, first.id)).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${ann.accessToken}` },
    });
    expect(again.json().user.avatarUrl).toBe(`/api/upload/files/${second.id}`);
  });

  it('an avatar must be an image', async () => {
    const res = await upload(t, ann, 'avatars', {
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      data: sample.pdf(),
    });
    expect(res.statusCode).toBe(415);
  });
});
