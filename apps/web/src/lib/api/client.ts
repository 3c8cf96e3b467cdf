import { PATHS, isPublicPath } from '../paths';
import { createAuthFetch, type AuthRequest } from '../auth-fetch';
import { apiCache, cacheTtlFor } from '../cache';
import { createCircuitBreaker } from '../circuit-breaker';
import { logger } from '../logger';
import { metrics } from '../metrics';
import { currentPathname, navigateTo } from '../navigation';
import { globalRequestLimiter } from '../rate-limiter';
import { emitSessionEnded } from '../session-events';
import { clearTokens } from '../token';
import { authHeaders } from './auth-headers';
import {
  buildUrl,
  sendRequest,
  setAuthHeaderProvider,
  type HttpMethod,
  type RequestOptions,
} from './http';
import { refreshSession } from './refresh';

export {
  API_BASE_URL,
  buildUrl,
  codeForStatus,
  sendRequest,
  setAuthHeaderProvider,
  type HttpMethod,
  type QueryParams,
  type RequestOptions,
} from './http';

/**
 * The app's one way to call the API:
 *   cache (GET /auth/me 5 min, net worth 60 s) → global limiter (100 / 60 s) → circuit breaker
 *   (5 failures, 30 s) → retry (3 attempts, 1 s doubling, network or ≥ 500) → one HTTP request
 *   with bearer, X-CSRF-Token, X-Request-ID, credentials and the 30 s timeout;
 * and a 401 TOKEN_EXPIRED / NO_TOKEN refreshes once (shared) and re-sends once.
 */

// Bearer and CSRF are read from storage on every request, so a refreshed token is used at once.
setAuthHeaderProvider(authHeaders);

export const apiBreaker = createCircuitBreaker({
  onStateChange: (state) => logger.warn('Circuit breaker state changed', { state }),
});

/** A failed refresh logs the user out and sends them to /login. */
function onRefreshFailed(): void {
  clearTokens();
  apiCache.clear();
  emitSessionEnded('refresh-failed');
  // A public page (e.g. /register with a stale token) stays where it is.
  if (!isPublicPath(currentPathname())) navigateTo(PATHS.login);
}

interface PipelineRequest extends AuthRequest {
  method: HttpMethod;
  path: string;
  options: RequestOptions;
}

const authFetch = createAuthFetch<PipelineRequest>({
  request: ({ method, path, options, headers }) =>
    sendRequest(method, path, { ...options, ...(headers ? { headers } : {}) }),
  refresh: refreshSession,
  onLogout: onRefreshFailed,
  limiter: globalRequestLimiter,
  breaker: apiBreaker,
  retry: {},
});

async function timed<T>(name: string, call: () => Promise<T>): Promise<T> {
  const operation = metrics.startOperation(name);
  try {
    return await call();
  } finally {
    operation.end();
  }
}

export function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const send = (opts: RequestOptions) =>
    timed(`${method} ${path}`, () =>
      authFetch<T>({
        method,
        path,
        options: opts,
        ...(opts.headers ? { headers: opts.headers } : {}),
      }),
    );
  const url = buildUrl(path, options.query);
  const ttl = method === 'GET' ? cacheTtlFor(url) : undefined;
  if (ttl === undefined) return send(options);
  // A cached call is shared by every caller, so one caller's abort signal must not cancel it.
  const { signal: _ignored, ...shared } = options;
  return apiCache.cachedCall(url, ttl, () => send(shared));
}

/** /api/auth/me is cached (lib/cache.ts): dropped on login, logout and profile change. */
export function invalidateCurrentUser(): void {
  apiCache.invalidate(buildUrl('/auth/me'));
}

type BodylessOptions = Omit<RequestOptions, 'body'>;

/** Typed shorthands: `api.get<User>('/auth/me')`. */
export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>('GET', path, options),
  delete: <T = void>(path: string, options?: BodylessOptions) =>
    apiRequest<T>('DELETE', path, options),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
};

/** For tests: forget breaker, limiter and cache state between cases. */
export function resetApiPipeline(): void {
  apiBreaker.reset();
  globalRequestLimiter.reset();
  apiCache.clear();
}
