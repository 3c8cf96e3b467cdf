import {
  AppError,
  isErrorEnvelope,
  isErrorCode,
  REQUEST_TIMEOUT_MS,
  statusMessage,
  type ErrorCode,
} from '@wealthlog/core';
import { randomUuid } from '../auth-fetch';

/** Every call goes to the same origin; Vite's dev proxy and the production server both mount /api. */
export const API_BASE_URL = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type QueryScalar = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[]>;

export interface RequestOptions {
  /** JSON-serialised unless it is FormData (uploads), which the browser encodes itself. */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Defaults to REQUEST_TIMEOUT_MS (30 s). */
  timeoutMs?: number;
  /** 'blob' for file downloads (an avatar served with the bearer token); JSON otherwise. */
  responseType?: 'json' | 'blob';
}

export interface AuthHeaderContext {
  method: HttpMethod;
  path: string;
}
export type AuthHeaderProvider = (
  context: AuthHeaderContext,
) => Record<string, string> | undefined | Promise<Record<string, string> | undefined>;

let authHeaderProvider: AuthHeaderProvider | null = null;

/**
 * Hook point for the auth issue: it registers a provider that returns `Authorization: Bearer …`
 * and, for state-changing calls, `X-CSRF-Token`. Kept as a setter so this module never imports
 * session code (which itself uses this client).
 */
export function setAuthHeaderProvider(provider: AuthHeaderProvider | null): void {
  authHeaderProvider = provider;
}

export function buildUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as QueryScalar[]) {
      if (value === undefined || value === null) continue;
      params.append(key, value instanceof Date ? value.toISOString() : String(value));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The code for an error answer whose body we could not read (the generic text per status). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'VAL_001';
  if (status === 401) return 'AUTH_003';
  if (status === 403) return 'AUTH_004';
  if (status === 404) return 'DB_004';
  if (status === 408) return 'NET_001';
  if (status === 409) return 'BUS_002';
  if (status === 422) return 'BUS_004';
  if (status === 429) return 'RATE_001';
  if (status === 503) return 'SYS_002';
  if (status >= 500) return 'NET_003';
  return 'SYS_001';
}

/** A non-2xx answer as the AppError the app handles: the envelope's code, text, errors and reason. */
export async function errorFromResponse(response: Response, requestId: string): Promise<AppError> {
  const echoedId = response.headers.get('X-Request-ID') ?? requestId;
  let payload: unknown;
  try {
    payload = JSON.parse(await response.text());
  } catch {
    payload = undefined;
  }
  let error: AppError;
  if (isErrorEnvelope(payload)) {
    const { code, message, errors, reason } = payload;
    // An unknown code (a proxy, a newer server) still keeps the server's message and status.
    // relayed: the server chose the status; the client passes on what it was answered.
    error = new AppError(isErrorCode(code) ? code : codeForStatus(response.status), message, {
      status: response.status,
      relayed: true,
      ...(errors ? { errors } : {}),
      ...(reason ? { reason } : {}),
    });
    error.requestId = payload.requestId;
  } else {
    error = new AppError(codeForStatus(response.status), statusMessage(response.status), {
      status: response.status,
      relayed: true,
    });
    error.requestId = echoedId;
  }
  return error;
}

async function parseSuccess<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new AppError('SYS_001', statusMessage(0), {
      status: response.status,
      relayed: true,
      cause,
    });
  }
}

/**
 * Sends ONE request: auth headers from the registered provider, a fresh X-Request-ID, credentials,
 * the 30 s timeout, and an error envelope turned back into AppError. No retry, limit, breaker or
 * refresh here: client.ts wraps this in that pipeline (and refresh must call this raw form).
 */
export async function sendRequest<T>(
  method: HttpMethod,
  path: string,
  {
    body,
    query,
    signal,
    headers,
    timeoutMs = REQUEST_TIMEOUT_MS,
    responseType = 'json',
  }: RequestOptions = {},
): Promise<T> {
  // Not crypto.randomUUID: it is missing over plain http on a LAN address (not a secure context).
  const requestId = randomUuid();
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const finalHeaders: Record<string, string> = {
    Accept: responseType === 'blob' ? '*/*' : 'application/json',
    'X-Request-ID': requestId,
    ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
    ...((await authHeaderProvider?.({ method, path })) ?? {}),
    ...headers,
  };

  // One controller aborts on either the timeout or the caller's signal; the flag tells them apart.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, query), {
        method,
        headers: finalHeaders,
        credentials: 'include',
        signal: controller.signal,
        ...(body === undefined ? {} : { body: isForm ? (body as FormData) : JSON.stringify(body) }),
      });
    } catch (cause) {
      if (timedOut) throw withRequestId(new AppError('NET_001', undefined, { cause }), requestId);
      // The caller cancelled (e.g. TanStack Query): pass its abort through untouched.
      if (signal?.aborted) throw cause;
      throw withRequestId(new AppError('NET_002', undefined, { cause }), requestId);
    }
    if (!response.ok) throw await errorFromResponse(response, requestId);
    if (responseType === 'blob') return (await response.blob()) as T;
    return await parseSuccess<T>(response);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

function withRequestId(error: AppError, requestId: string): AppError {
  error.requestId = requestId;
  return error;
}
