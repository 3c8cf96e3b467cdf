import {
  AppError,
  CLIENT_MESSAGES,
  GLOBAL_CLIENT_REQUESTS,
  LOGIN_ATTEMPTS,
  REGISTRATION_ATTEMPTS,
} from '@wealthlog/core';

/**
 * Client-side sliding-window limiters (login, registration, all calls: core constants). A sliding
 * window (not fixed buckets) so a burst straddling a bucket edge cannot get twice the allowance.
 */
export interface LimiterOptions {
  max: number;
  windowMs: number;
  /** The text of the RATE_001 raised when this limiter refuses. */
  message?: string;
  /** Defaults to a lambda, not `Date.now` itself, so the shared instances below follow a clock
   *  that is swapped after import (fake timers). */
  now?: () => number;
}

export interface Limiter {
  readonly message: string;
  /** Takes a slot if one is free; false when the window is full. */
  tryAcquire(): boolean;
  /** 0 when a slot is free, otherwise how long until the oldest slot leaves the window. */
  retryAfterMs(): number;
  reset(): void;
}

export function createLimiter({
  max,
  windowMs,
  message = CLIENT_MESSAGES.rateLimit,
  now = () => Date.now(),
}: LimiterOptions): Limiter {
  // Times of accepted attempts, oldest first; never longer than `max`.
  let stamps: number[] = [];

  const prune = (at: number): void => {
    // An attempt made exactly `windowMs` ago has left the window.
    while (stamps.length > 0 && (stamps[0] ?? 0) <= at - windowMs) stamps.shift();
  };

  return {
    message,
    tryAcquire() {
      const at = now();
      prune(at);
      if (stamps.length >= max) return false;
      stamps.push(at);
      return true;
    },
    retryAfterMs() {
      const at = now();
      prune(at);
      if (stamps.length < max) return 0;
      return (stamps[0] ?? at) + windowMs - at;
    },
    reset() {
      stamps = [];
    },
  };
}

/** Takes a slot or throws AppError RATE_001 with the limiter's message. */
export function acquireOrThrow(limiter: Limiter): void {
  if (!limiter.tryAcquire()) throw new AppError('RATE_001', limiter.message);
}

// Shared across the app so every login form / request counts against the same budget.
export const loginLimiter = createLimiter({
  ...LOGIN_ATTEMPTS,
  message: CLIENT_MESSAGES.tooManyLogins,
});
export const registrationLimiter = createLimiter({
  ...REGISTRATION_ATTEMPTS,
  message: CLIENT_MESSAGES.tooManyRegistrations,
});
export const globalRequestLimiter = createLimiter({
  ...GLOBAL_CLIENT_REQUESTS,
  message: CLIENT_MESSAGES.rateLimit,
});
