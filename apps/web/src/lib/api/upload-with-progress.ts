import { AppError, isErrorCode, isErrorEnvelope, statusMessage } from '@wealthlog/core';
import { randomUuid } from '../auth-fetch';
import { authHeaders } from './auth-headers';
import { buildUrl, codeForStatus, type QueryParams } from './http';
import { refreshSession } from './refresh';

export interface UploadProgress {
  /** 'upload' while bytes leave the browser (loaded/total known), 'server' once they are all sent. */
  phase: 'upload' | 'server';
  loaded: number;
  total: number;
}

export interface UploadOptions {
  /** The URL's query (a dry run's flag), written as the API client writes it. */
  query?: QueryParams;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function toError(status: number, text: string, requestId: string): AppError {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    payload = undefined;
  }
  if (!isErrorEnvelope(payload)) {
    const error = new AppError(codeForStatus(status), statusMessage(status), {
      status,
      relayed: true,
    });
    error.requestId = requestId;
    return error;
  }
  const { code, message, errors, reason } = payload;
  // relayed: the server chose the status; the client passes on what it was answered.
  const error = new AppError(isErrorCode(code) ? code : codeForStatus(status), message, {
    status,
    relayed: true,
    ...(errors ? { errors } : {}),
    ...(reason ? { reason } : {}),
  });
  error.requestId = payload.requestId;
  return error;
}

function sendOnce<T>(path: string, form: FormData, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const requestId = randomUuid();
    xhr.open('POST', buildUrl(path, options.query));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Request-ID', requestId);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : 0;
      options.onProgress?.({ phase: 'upload', loaded: event.loaded, total });
    };
    // Every byte is out: from here on only the server knows how far it is.
    xhr.upload.onload = () => options.onProgress?.({ phase: 'server', loaded: 1, total: 1 });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch (cause) {
          reject(
            new AppError('SYS_001', statusMessage(0), { status: xhr.status, relayed: true, cause }),
          );
        }
      } else reject(toError(xhr.status, xhr.responseText, requestId));
    };
    xhr.onerror = () => reject(new AppError('NET_002'));
    xhr.ontimeout = () => reject(new AppError('NET_001'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * A multipart POST with upload progress, which fetch() cannot report. It sends the same headers
 * as the API client (bearer, CSRF, request id) and, like it, refreshes once on an expired token
 * (once, after one shared refresh); no retry, since an import is not idempotent at the HTTP level.
 */
export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  try {
    return await sendOnce<T>(path, form, options);
  } catch (error) {
    const expired =
      error instanceof AppError &&
      error.status === 401 &&
      ['TOKEN_EXPIRED', 'NO_TOKEN'].includes(error.code);
    if (!expired) throw error;
    await refreshSession();
    return sendOnce<T>(path, form, options);
  }
}
