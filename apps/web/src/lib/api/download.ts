import { AppError, statusMessage } from '@wealthlog/core';
import { randomUuid } from '../auth-fetch';
import { authHeaders } from './auth-headers';
import { buildUrl, codeForStatus, type QueryParams } from './http';
import { refreshSession } from './refresh';

async function fetchBlob(path: string, query: QueryParams | undefined): Promise<Response> {
  return fetch(buildUrl(path, query), {
    credentials: 'include',
    headers: { 'X-Request-ID': randomUuid(), ...authHeaders() },
  });
}

/**
 * A GET whose answer is a file (CSV), not JSON: the API client would try to parse it. Same
 * headers, one refresh on an expired token; the browser then saves the blob under `fileName`.
 */
export async function downloadFile(path: string, query: QueryParams | undefined, fileName: string) {
  let response = await fetchBlob(path, query);
  if (response.status === 401) {
    await refreshSession();
    response = await fetchBlob(path, query);
  }
  if (!response.ok) {
    let message = statusMessage(response.status);
    try {
      message = ((await response.json()) as { message?: string }).message ?? message;
    } catch {
      // not JSON: keep the status text
    }
    throw new AppError(codeForStatus(response.status), message, {
      status: response.status,
      relayed: true,
    });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
