import { AppError } from '@wealthlog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, jsonResponse, stubApi } from '../../test/api-stub';
import { getAccessToken, setAccessToken } from '../token';
import {
  byteCount,
  downloadRatio,
  downloadWithProgress,
  fileNameFromDisposition,
  type DownloadProgress,
} from './download';

describe('fileNameFromDisposition', () => {
  it('reads the quoted, the unquoted and the RFC 6266 UTF-8 name', () => {
    expect(
      fileNameFromDisposition('attachment; filename="wealthlog-backup-ada-2026-11-27.zip"'),
    ).toBe('wealthlog-backup-ada-2026-11-27.zip');
    expect(fileNameFromDisposition('attachment; filename=plain.zip')).toBe('plain.zip');
    expect(fileNameFromDisposition('attachment;filename="a \\"b\\".zip"')).toBe('a "b".zip');
    // filename* wins over the ASCII fallback beside it.
    expect(
      fileNameFromDisposition(
        `attachment; filename="nadia.zip"; filename*=UTF-8''%D9%86%D8%A7%D8%AF%D9%8A%D8%A9.zip`,
      ),
    ).toBe('نادية.zip');
  });

  it('keeps only the last path segment, and gives null when nothing is named', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename="C:\\\\x\\\\y.zip"')).toBe('y.zip');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
    // A broken percent-encoding falls back to the plain name.
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4; filename=b.zip`)).toBe(
      'b.zip',
    );
  });
});

describe('byteCount', () => {
  it('reads a positive whole number of bytes, anything else is unknown', () => {
    expect(byteCount('52428800')).toBe(52_428_800);
    expect(byteCount(' 12 ')).toBe(12);
    for (const text of [null, '', '0', '-5', '1.5', 'abc', '1e6', '99999999999999999999']) {
      expect(byteCount(text), String(text)).toBeNull();
    }
  });
});

describe('downloadRatio', () => {
  it('is received ÷ expected, held at 99 % until done, and unknown without a size', () => {
    // 25 of 100 bytes = 0.25
    expect(downloadRatio({ loaded: 25, total: 100 })).toBe(0.25);
    // An estimate of 100 bytes for what turns out to be 150: waits at 0.99, never 1.5.
    expect(downloadRatio({ loaded: 150, total: 100 })).toBe(0.99);
    expect(downloadRatio({ loaded: 150, total: 100 }, true)).toBe(1);
    expect(downloadRatio({ loaded: 10, total: null })).toBeNull();
    expect(downloadRatio({ loaded: 10, total: null }, true)).toBe(1);
  });
});

/** A Response streaming `parts` one chunk at a time, as a large answer arrives. */
function streamed(parts: string[], headers: Record<string, string>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

describe('downloadWithProgress', () => {
  let saved: { name: string; blob: Blob }[];
  const created: Blob[] = [];

  beforeEach(() => {
    saved = [];
    // jsdom has no object URLs: the blob handed to the link is kept to be read back.
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob);
        return `blob:${created.length}`;
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: created.at(-1)! });
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reports each chunk against the estimate, then saves under the server’s name', async () => {
    setAccessToken('a.b.c');
    const fetchMock = stubApi({
      'GET /api/backup': () =>
        streamed(['PK', '0123', '456789'], {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="wealthlog-backup-ada-2026-11-27.zip"',
          'X-Backup-Estimate': '20',
        }),
    });
    const seen: DownloadProgress[] = [];
    const result = await downloadWithProgress('/backup', undefined, {
      fallbackName: 'backup.zip',
      estimateHeader: 'X-Backup-Estimate',
      onProgress: (p) => seen.push(p),
    });
    expect(result).toEqual({ fileName: 'wealthlog-backup-ada-2026-11-27.zip', size: 12 });
    // 0, then 2, 2 + 4 = 6, 6 + 6 = 12 bytes, each out of the estimated 20.
    expect(seen).toEqual([0, 2, 6, 12].map((loaded) => ({ loaded, total: 20 })));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('wealthlog-backup-ada-2026-11-27.zip');
    expect(await saved[0]!.blob.text()).toBe('PK0123456789');
    expect(saved[0]!.blob.type).toBe('application/zip');
    const init = callsTo(fetchMock, 'GET /api/backup')[0]![1] as RequestInit;
    expect(init.headers).toMatchObject({ Authorization: 'Bearer a.b.c' });
  });

  it('goes without a size when the server gives none, and names the file itself', async () => {
    stubApi({ 'GET /api/backup': () => streamed(['abc'], {}) });
    const seen: DownloadProgress[] = [];
    const result = await downloadWithProgress('/backup', undefined, {
      fallbackName: 'backup.zip',
      estimateHeader: 'X-Backup-Estimate',
      onProgress: (p) => seen.push(p),
    });
    expect(result.fileName).toBe('backup.zip');
    expect(seen.at(-1)).toEqual({ loaded: 3, total: null });
  });

  it('refreshes an expired token once, then sends again', async () => {
    setAccessToken('old.token.x');
    let first = true;
    const fetchMock = stubApi({
      'GET /api/backup': () => {
        if (!first) return streamed(['ok'], {});
        first = false;
        return envelope(401, 'TOKEN_EXPIRED', 'Token expired');
      },
      'POST /api/auth/refresh': () =>
        jsonResponse(200, { accessToken: 'new.token.y', csrfToken: 'c', user: {} }),
    });
    await downloadWithProgress('/backup', undefined, { fallbackName: 'b.zip' });
    expect(getAccessToken()).toBe('new.token.y');
    expect(callsTo(fetchMock, 'GET /api/backup')).toHaveLength(2);
  });

  it('throws the error envelope as AppError and saves nothing', async () => {
    stubApi({
      'GET /api/backup': () =>
        jsonResponse(503, { code: 'SYS_002', message: 'Service unavailable', requestId: 'r-1' }),
    });
    const error = await downloadWithProgress('/backup', undefined, {
      fallbackName: 'b.zip',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'SYS_002', status: 503, requestId: 'r-1' });
    expect(saved).toEqual([]);
  });
});
