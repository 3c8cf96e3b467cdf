import { CACHE_CLEANUP_INTERVAL_MS } from '@wealthlog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_TTLS, cacheTtlFor, createCache } from './cache';

describe('createCache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves a value until its TTL, and not at the boundary', () => {
    const cache = createCache();
    cache.set('k', 42, 1000);
    vi.advanceTimersByTime(999);
    expect(cache.get('k')).toBe(42);
    vi.advanceTimersByTime(1);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('invalidates by prefix and clears', () => {
    const cache = createCache();
    cache.set('/api/dashboard/networth', 1, 60_000);
    cache.set('/api/dashboard/networth/summary', 2, 60_000);
    cache.set('/api/auth/me', 3, 60_000);
    expect(cache.invalidate('/api/dashboard')).toBe(2);
    expect(cache.get('/api/dashboard/networth')).toBeUndefined();
    expect(cache.get('/api/auth/me')).toBe(3);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('the cleanup sweep runs every 60 s and removes expired entries only', () => {
    const cache = createCache();
    cache.set('short', 'a', 10_000);
    cache.set('long', 'b', 120_000);
    cache.startCleanup();
    cache.startCleanup(); // idempotent: still one interval
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(CACHE_CLEANUP_INTERVAL_MS - 1);
    expect(cache.size).toBe(2); // 'short' expired but not swept yet
    vi.advanceTimersByTime(1);
    expect(cache.size).toBe(1);
    vi.advanceTimersByTime(CACHE_CLEANUP_INTERVAL_MS);
    expect(cache.size).toBe(0); // 'long' expired at 120 s, swept at 120 s
    cache.stopCleanup();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stopCleanup stops the sweep', () => {
    const cache = createCache();
    cache.set('x', 1, 1);
    cache.startCleanup();
    cache.stopCleanup();
    vi.advanceTimersByTime(CACHE_CLEANUP_INTERVAL_MS * 3);
    expect(cache.size).toBe(1);
    expect(cache.cleanup()).toBe(1);
  });

  it('cachedCall shares the in-flight promise and caches the answer', async () => {
    const cache = createCache();
    let release!: (v: string) => void;
    const fn = vi.fn(() => new Promise<string>((r) => (release = r)));
    const a = cache.cachedCall('/api/auth/me', 5000, fn);
    const b = cache.cachedCall('/api/auth/me', 5000, fn);
    expect(b).toBe(a);
    release('me');
    await expect(a).resolves.toBe('me');
    await expect(cache.cachedCall('/api/auth/me', 5000, fn)).resolves.toBe('me');
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    fn.mockImplementation(() => Promise.resolve('again'));
    await expect(cache.cachedCall('/api/auth/me', 5000, fn)).resolves.toBe('again');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cachedCall does not cache failures', async () => {
    const cache = createCache();
    const fn = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down'));
    await expect(cache.cachedCall('k', 1000, fn)).rejects.toThrow('down');
    fn.mockResolvedValueOnce('up');
    await expect(cache.cachedCall('k', 1000, fn)).resolves.toBe('up');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('an answer in flight during invalidate() is not stored', async () => {
    const cache = createCache();
    let release!: (v: string) => void;
    const call = cache.cachedCall('k', 1000, () => new Promise<string>((r) => (release = r)));
    cache.invalidate('k');
    release('stale');
    await expect(call).resolves.toBe('stale');
    expect(cache.get('k')).toBeUndefined();
  });
});

describe('CACHE_TTLS', () => {
  it('is the spec’s table of cache lifetimes', () => {
    expect(CACHE_TTLS).toEqual({
      '/api/auth/me': 5 * 60_000,
      '/api/dashboard/networth': 60_000,
      '/api/dashboard/networth/summary': 60_000,
    });
    expect(cacheTtlFor('/api/dashboard/networth?range=1y')).toBe(60_000);
    expect(cacheTtlFor('/api/account')).toBeUndefined();
    expect(cacheTtlFor('toString')).toBeUndefined();
  });
});
