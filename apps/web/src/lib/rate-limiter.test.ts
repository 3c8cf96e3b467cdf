import { AppError, CLIENT_MESSAGES, LOGIN_ATTEMPTS } from '@wealthlog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acquireOrThrow,
  createLimiter,
  globalRequestLimiter,
  loginLimiter,
  registrationLimiter,
} from './rate-limiter';

function thrown(fn: () => void): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('rate limiters', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    loginLimiter.reset();
    registrationLimiter.reset();
    globalRequestLimiter.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses the 6th login attempt with the exact message, allows it again after 60 s', () => {
    for (let i = 0; i < 5; i += 1) {
      acquireOrThrow(loginLimiter);
      vi.advanceTimersByTime(1000);
    }
    // Attempts at t = 0, 1, 2, 3, 4 s; now t = 5 s.
    const error = thrown(() => acquireOrThrow(loginLimiter));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'RATE_001',
      status: 429,
      message: 'Too many login attempts. Please wait.',
    });
    expect(loginLimiter.retryAfterMs()).toBe(LOGIN_ATTEMPTS.windowMs - 5000);

    // The first attempt leaves the window at exactly t = 60 s.
    vi.advanceTimersByTime(LOGIN_ATTEMPTS.windowMs - 5000 - 1);
    expect(loginLimiter.tryAcquire()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loginLimiter.retryAfterMs()).toBe(0);
    expect(() => acquireOrThrow(loginLimiter)).not.toThrow();
    // Only one slot freed: the second attempt (t = 1 s) leaves at t = 61 s.
    expect(loginLimiter.tryAcquire()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(loginLimiter.tryAcquire()).toBe(true);
  });

  it('registration: 5 per 60 s, then its own message', () => {
    for (let i = 0; i < 5; i += 1) acquireOrThrow(registrationLimiter);
    expect(thrown(() => acquireOrThrow(registrationLimiter))).toMatchObject({
      code: 'RATE_001',
      message: CLIENT_MESSAGES.tooManyRegistrations,
    });
    vi.advanceTimersByTime(60_000);
    expect(registrationLimiter.tryAcquire()).toBe(true);
  });

  it('global: 100 per 60 s, then the rate-limit message', () => {
    for (let i = 0; i < 100; i += 1) expect(globalRequestLimiter.tryAcquire()).toBe(true);
    expect(thrown(() => acquireOrThrow(globalRequestLimiter))).toMatchObject({
      code: 'RATE_001',
      message: 'Too many requests. Please slow down.',
    });
  });

  it('is a sliding window, not fixed buckets', () => {
    const limiter = createLimiter({ max: 2, windowMs: 1000 });
    vi.advanceTimersByTime(900);
    expect(limiter.tryAcquire()).toBe(true); // t = 900
    expect(limiter.tryAcquire()).toBe(true); // t = 900
    vi.advanceTimersByTime(200); // t = 1100: a fixed 1 s bucket would have reset
    expect(limiter.tryAcquire()).toBe(false);
    expect(limiter.retryAfterMs()).toBe(800);
    vi.advanceTimersByTime(800);
    expect(limiter.tryAcquire()).toBe(true);
  });

  it('refused attempts do not use up slots', () => {
    const limiter = createLimiter({ max: 1, windowMs: 1000 });
    expect(limiter.tryAcquire()).toBe(true);
    for (let i = 0; i < 10; i += 1) expect(limiter.tryAcquire()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(limiter.tryAcquire()).toBe(true);
  });
});
