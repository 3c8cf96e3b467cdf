import { AppError } from '@wealthlog/core';
import type { CircuitBreaker } from './circuit-breaker';
import { acquireOrThrow, type Limiter } from './rate-limiter';
import { withRetry, type RetryOptions } from './retry';
import { singleFlight } from './single-flight';

/**
 * The request pipeline the API client wraps around its raw `request`:
 *   client rate limit → circuit breaker → retry (network / 5xx) → request,
 * plus token expiry on a request: a 401 TOKEN_EXPIRED / NO_TOKEN runs the shared
 * refresh once and re-sends the request once; a failed refresh logs the user out.
 */
export interface AuthRequest {
  method?: string;
  headers?: Record<string, string>;
}

export interface AuthFetchOptions<Req extends AuthRequest> {
  /**
   * Sends one request and throws AppError on a non-2xx answer. It must read the current access
   * token each time it is called: after a refresh the same request is sent again.
   */
  request: (req: Req) => Promise<unknown>;
  /** Gets and stores a new access token. Must use the raw request, never this pipeline. */
  refresh: () => Promise<unknown>;
  /** Clears the tokens and goes to /login; called once per failed refresh. */
  onLogout: () => void;
  /** Counted once per logical request (not per retry). Omitted: no client-side limit. */
  limiter?: Limiter;
  /** Omitted: no breaker. It wraps the retries, so one exhausted request is one failure. */
  breaker?: CircuitBreaker;
  /** Omitted: no retries; `{}` for the defaults of core's constants. */
  retry?: RetryOptions;
  newIdempotencyKey?: () => string;
}

export type AuthFetch<Req extends AuthRequest> = <T = unknown>(req: Req) => Promise<T>;

const REFRESHABLE_CODES: ReadonlySet<string> = new Set(['TOKEN_EXPIRED', 'NO_TOKEN']);

export function needsTokenRefresh(error: unknown): boolean {
  return error instanceof AppError && error.status === 401 && REFRESHABLE_CODES.has(error.code);
}

/**
 * crypto.randomUUID exists only in secure contexts; a self-hosted instance reached over plain
 * http on a LAN address is not one, so fall back to getRandomValues (available everywhere).
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** POSTs get one key per logical request, so every retry of it is recognised as a repeat. */
function withIdempotencyKey<Req extends AuthRequest>(req: Req, newKey: () => string): Req {
  if ((req.method ?? 'GET').toUpperCase() !== 'POST') return req;
  const headers = req.headers ?? {};
  const present = Object.keys(headers).some((h) => h.toLowerCase() === 'idempotency-key');
  return present ? req : { ...req, headers: { ...headers, [IDEMPOTENCY_HEADER]: newKey() } };
}

export function createAuthFetch<Req extends AuthRequest>({
  request,
  refresh,
  onLogout,
  limiter,
  breaker,
  retry,
  newIdempotencyKey = randomUuid,
}: AuthFetchOptions<Req>): AuthFetch<Req> {
  // Bumped on each successful refresh: a 401 for a request sent before the latest refresh is
  // re-sent with the new token instead of rotating the token yet again.
  let refreshes = 0;

  const sharedRefresh = singleFlight(async () => {
    try {
      await refresh();
      refreshes += 1;
    } catch (error) {
      // Inside the single flight, so N callers waiting on one failed refresh log out once.
      onLogout();
      throw error;
    }
  });

  const send = (req: Req): Promise<unknown> => {
    const attempt = (): Promise<unknown> =>
      retry ? withRetry(() => request(req), retry) : request(req);
    return breaker ? breaker.execute(attempt) : attempt();
  };

  return async <T = unknown>(input: Req): Promise<T> => {
    if (limiter) acquireOrThrow(limiter);
    const req = withIdempotencyKey(input, newIdempotencyKey);
    const sentAfter = refreshes;
    try {
      return (await send(req)) as T;
    } catch (error) {
      if (!needsTokenRefresh(error)) throw error;
      if (sentAfter === refreshes) await sharedRefresh();
      // Once only: a second 401 goes to the caller.
      return (await send(req)) as T;
    }
  };
}
