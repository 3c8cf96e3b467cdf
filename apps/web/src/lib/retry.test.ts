import { AppError, RETRY } from '@wealthlog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isRetryableError, retryDelayMs, withRetry } from './retry';

describe('withRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes 3 attempts in all, waiting 1 s then 2 s', async () => {
    const fn = vi
      .fn<(attempt: number) => Promise<string>>()
      .mockRejectedValue(new AppError('NET_002'));
    const result = withRetry(fn);
    const settled = result.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);

    // The second attempt comes exactly 1 s (RETRY.baseDelayMs) after the first.
    await vi.advanceTimersByTimeAsync(RETRY.baseDelayMs - 1);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);

    // The third 2 s (base × factor) after the second.
    await vi.advanceTimersByTimeAsync(RETRY.baseDelayMs * RETRY.factor - 1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(3);

    const error = await settled;
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('NET_002');
    // No fourth attempt, however long we wait.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(fn.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3]);
  });

  it('returns the first success', async () => {
    const fn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new AppError('SYS_001'))
      .mockResolvedValueOnce('ok');
    const result = withRetry(fn);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['400 VAL_001', new AppError('VAL_001')],
    ['401 TOKEN_EXPIRED', new AppError('TOKEN_EXPIRED')],
    ['404 DB_004', new AppError('DB_004')],
    ['429 RATE_001', new AppError('RATE_001')],
    ['a plain { status: 422 }', { status: 422 }],
  ])('never retries a 4xx (%s)', async (_label, error) => {
    const fn = vi.fn<() => Promise<never>>().mockRejectedValue(error);
    const settled = withRetry(fn).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await settled).toBe(error);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('uses an injected sleep and options', async () => {
    const sleep = vi.fn<(ms: number) => Promise<void>>().mockResolvedValue(undefined);
    const fn = vi.fn<() => Promise<never>>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(withRetry(fn, { attempts: 4, baseDelayMs: 10, factor: 3, sleep })).rejects.toThrow(
      TypeError,
    );
    expect(fn).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([10, 30, 90]);
  });

  it('honours shouldRetry', async () => {
    const fn = vi.fn<() => Promise<never>>().mockRejectedValue(new AppError('SYS_001'));
    await expect(withRetry(fn, { shouldRetry: () => false })).rejects.toThrow();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('isRetryableError', () => {
  it('retries network errors and status >= 500 only', () => {
    expect(isRetryableError(new AppError('NET_001'))).toBe(true); // 408, but a timeout
    expect(isRetryableError(new AppError('NET_002'))).toBe(true);
    expect(isRetryableError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableError(new AppError('SYS_001'))).toBe(true);
    expect(isRetryableError(new AppError('SYS_002'))).toBe(true);
    expect(isRetryableError({ status: 502 })).toBe(true);
    expect(isRetryableError(new AppError('AUTH_001'))).toBe(false);
    expect(isRetryableError(new AppError('BUS_002'))).toBe(false);
    expect(isRetryableError(new Error('bug'))).toBe(false);
    expect(isRetryableError('nope')).toBe(false);
  });

  it('doubles the delay', () => {
    expect([0, 1, 2].map((i) => retryDelayMs(i))).toEqual([1000, 2000, 4000]);
  });
});
