import { AppError, CIRCUIT_BREAKER } from '@wealthlog/core';
import { errorStatus, isNetworkError } from './retry';

/**
 * Client-side circuit breaker: after 5 consecutive failures stop calling a server
 * that is down, fail fast with SYS_002, and try one call again after 30 s.
 */
export type CircuitState = 'CLOSED' | 'OPEN' | 'HALF_OPEN';

export interface CircuitBreakerOptions {
  failureThreshold?: number;
  resetTimeoutMs?: number;
  now?: () => number;
  /** Which errors count against the service; the others prove it is answering. */
  isFailure?: (error: unknown) => boolean;
  onStateChange?: (state: CircuitState) => void;
}

export interface CircuitBreaker {
  execute<T>(fn: () => Promise<T>): Promise<T>;
  readonly state: CircuitState;
  readonly failures: number;
  reset(): void;
}

/**
 * A 4xx (validation, 401, 404, 429 …) is the server answering normally, so it must not open the
 * circuit; network errors (including a NET_001 timeout, status 408), 5xx and unknown errors do.
 */
export function isServiceFailure(error: unknown): boolean {
  if (isAbortError(error)) return false;
  if (isNetworkError(error)) return true;
  const status = errorStatus(error);
  return !(status !== undefined && status >= 400 && status < 500);
}

/** The caller cancelled (TanStack Query does when a query is dropped): says nothing about the server. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

export function createCircuitBreaker({
  failureThreshold = CIRCUIT_BREAKER.failureThreshold,
  resetTimeoutMs = CIRCUIT_BREAKER.resetTimeoutMs,
  now = () => Date.now(),
  isFailure = isServiceFailure,
  onStateChange,
}: CircuitBreakerOptions = {}): CircuitBreaker {
  let state: CircuitState = 'CLOSED';
  let failures = 0;
  let openedAt = 0;

  const setState = (next: CircuitState): void => {
    if (next === state) return;
    state = next;
    onStateChange?.(next);
  };

  const open = (): void => {
    openedAt = now();
    setState('OPEN');
  };

  const onSuccess = (): void => {
    failures = 0;
    setState('CLOSED');
  };

  const onFailure = (): void => {
    failures += 1;
    if (state === 'HALF_OPEN' || failures >= failureThreshold) open();
  };

  return {
    get state() {
      return state;
    },
    get failures() {
      return failures;
    },
    reset() {
      failures = 0;
      setState('CLOSED');
    },
    async execute<T>(fn: () => Promise<T>): Promise<T> {
      // HALF_OPEN means the one trial call is in flight: a burst of callers must not all hit a
      // server that may still be down.
      if (state === 'HALF_OPEN') throw new AppError('SYS_002');
      let trial = false;
      if (state === 'OPEN') {
        if (now() - openedAt < resetTimeoutMs) throw new AppError('SYS_002');
        setState('HALF_OPEN');
        trial = true;
      }
      try {
        const result = await fn();
        onSuccess();
        return result;
      } catch (error) {
        if (isAbortError(error)) {
          // Neither proof of life nor a failure. A cancelled trial call must not leave the breaker
          // stuck in HALF_OPEN (which refuses everything): back to OPEN, due for a trial at once.
          if (trial) {
            openedAt = now() - resetTimeoutMs;
            setState('OPEN');
          }
          throw error;
        }
        if (isFailure(error)) onFailure();
        else onSuccess();
        throw error;
      }
    },
  };
}
