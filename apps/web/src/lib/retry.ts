import { AppError, RETRY } from '@wealthlog/core';

/**
 * Retry with exponential back-off (3 attempts, 1 s base delay, doubling; only on
 * network errors or status >= 500). A 4xx is an answer, not an outage: retrying it cannot help
 * and would repeat a rejected write.
 */
export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  baseDelayMs?: number;
  factor?: number;
  shouldRetry?: (error: unknown) => boolean;
  /** Injected so tests (and callers with their own scheduler) control the waits. */
  sleep?: (ms: number) => Promise<void>;
}

/** The HTTP status an error carries (AppError or any `{ status: number }`), if any. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/**
 * Offline / timed out: the client's NET_002 and NET_001, or the bare TypeError fetch() rejects
 * with when the network is unreachable.
 */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof AppError) return error.code === 'NET_002' || error.code === 'NET_001';
  return error instanceof TypeError;
}

/** The retry rule: network errors or status >= 500, never a 4xx. */
export function isRetryableError(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  const status = errorStatus(error);
  return status !== undefined && status >= 500;
}

/** Wait before retry number `retryIndex` (0 = the wait after the first failure). */
export function retryDelayMs(
  retryIndex: number,
  baseDelayMs: number = RETRY.baseDelayMs,
  factor: number = RETRY.factor,
): number {
  return baseDelayMs * factor ** retryIndex;
}

const timerSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** Runs `fn` (told its 1-based attempt number) until it succeeds or a retry is not allowed. */
export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  {
    attempts = RETRY.attempts,
    baseDelayMs = RETRY.baseDelayMs,
    factor = RETRY.factor,
    shouldRetry = isRetryableError,
    sleep = timerSleep,
  }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= attempts || !shouldRetry(error)) throw error;
      await sleep(retryDelayMs(attempt - 1, baseDelayMs, factor));
    }
  }
}
