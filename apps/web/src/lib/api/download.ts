import { needsTokenRefresh, randomUuid } from '../auth-fetch';
import { authHeaders } from './auth-headers';
import { buildUrl, errorFromResponse, type QueryParams } from './http';
import { refreshSession } from './refresh';

/**
 * A GET whose answer is a file, not JSON (the API client would try to parse it): the client's
 * headers, one refresh on an expired token, an error answer thrown as the app's AppError (code,
 * text, reason) like any other call's.
 */
async function fetchFile(
  path: string,
  query: QueryParams | undefined,
  signal: AbortSignal | undefined,
  refreshed = false,
): Promise<Response> {
  const requestId = randomUuid();
  const response = await fetch(buildUrl(path, query), {
    credentials: 'include',
    headers: { 'X-Request-ID': requestId, ...authHeaders() },
    ...(signal ? { signal } : {}),
  });
  if (response.ok) return response;
  const error = await errorFromResponse(response, requestId);
  if (refreshed || !needsTokenRefresh(error)) throw error;
  await refreshSession();
  return fetchFile(path, query, signal, true);
}

/** Hands a blob to the browser to save under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A small file (a CSV export): fetched whole, then saved under `fileName`. */
export async function downloadFile(path: string, query: QueryParams | undefined, fileName: string) {
  const response = await fetchFile(path, query, undefined);
  saveBlob(await response.blob(), fileName);
}

/**
 * The name a `Content-Disposition` header gives the file: RFC 6266's `filename*=UTF-8''…` first,
 * else `filename="…"` (or unquoted); null without one. Only the last path segment is kept, so a
 * name never points the save elsewhere.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    if (plain) name = plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2]!.trim();
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}

/** A header holding a byte count ('12345'): the number, or null when absent or not a count. */
export function byteCount(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  const n = Number(header);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export interface DownloadProgress {
  /** Bytes received so far. */
  loaded: number;
  /** The expected size when the server said (exact or estimated), else null. */
  total: number | null;
}

/**
 * How far along a download is, 0..1, or null when its size is unknown. An estimate can be below
 * the real size: the bar then waits at 99 % until the last byte is in, never past 100 %.
 */
export function downloadRatio({ loaded, total }: DownloadProgress, done = false): number | null {
  if (done) return 1;
  if (total === null || total <= 0) return null;
  return Math.min(loaded / total, 0.99);
}

export interface StreamedDownloadOptions {
  /** The name to save under when the answer names none. */
  fallbackName: string;
  /** A header with the server's estimate of the size, read when there is no Content-Length. */
  estimateHeader?: string;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
}

/**
 * A large file (a backup): read as it streams in, reporting the bytes received after each chunk,
 * then saved under the name the server gives (Content-Disposition). Returns that name and size.
 */
export async function downloadWithProgress(
  path: string,
  query: QueryParams | undefined,
  { fallbackName, estimateHeader, onProgress, signal }: StreamedDownloadOptions,
): Promise<{ fileName: string; size: number }> {
  const response = await fetchFile(path, query, signal);
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
  const total =
    byteCount(response.headers.get('Content-Length')) ??
    (estimateHeader ? byteCount(response.headers.get(estimateHeader)) : null);
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const chunks: BlobPart[] = [];
  let loaded = 0;
  onProgress?.({ loaded, total });
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      onProgress?.({ loaded, total });
    }
  } else {
    const whole = await response.blob();
    chunks.push(whole);
    loaded = whole.size;
    onProgress?.({ loaded, total });
  }
  const name = fileName ?? fallbackName;
  saveBlob(new Blob(chunks, { type }), name);
  return { fileName: name, size: loaded };
}
