import {
  AUTH_ME_CACHE_TTL_MS,
  CACHE_CLEANUP_INTERVAL_MS,
  NETWORTH_CACHE_TTL_MS,
} from '@wealthlog/core';

/** Which GET answers are cached, and for how long. */
export const CACHE_TTLS: Readonly<Record<string, number>> = {
  '/api/auth/me': AUTH_ME_CACHE_TTL_MS,
  '/api/dashboard/networth': NETWORTH_CACHE_TTL_MS,
  '/api/dashboard/networth/summary': NETWORTH_CACHE_TTL_MS,
};

/** The TTL for a request URL, ignoring its query (networth takes an optional range). */
export function cacheTtlFor(url: string): number | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? url;
  return Object.hasOwn(CACHE_TTLS, path) ? CACHE_TTLS[path] : undefined;
}

export interface CacheOptions {
  now?: () => number;
  cleanupIntervalMs?: number;
}

export interface TtlCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown, ttlMs: number): void;
  /** Drops every entry (and in-flight call) whose key starts with `prefix`; returns the count. */
  invalidate(prefix: string): number;
  clear(): void;
  /** Removes expired entries now; returns how many. */
  cleanup(): number;
  startCleanup(): void;
  stopCleanup(): void;
  /** Cached value, else the in-flight call for `key`, else a new call of `fn` (cached on success). */
  cachedCall<T>(key: string, ttlMs: number, fn: () => Promise<T>): Promise<T>;
  readonly size: number;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

export function createCache({
  now = () => Date.now(),
  cleanupIntervalMs = CACHE_CLEANUP_INTERVAL_MS,
}: CacheOptions = {}): TtlCache {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  let sweep: ReturnType<typeof setInterval> | undefined;

  // An entry is gone at exactly `expiresAt`: a 60 s TTL never serves a 60 s old answer.
  const isLive = (entry: Entry): boolean => now() < entry.expiresAt;

  const cache: TtlCache = {
    get<T>(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (isLive(entry)) return entry.value as T;
      entries.delete(key);
      return undefined;
    },
    set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    invalidate(prefix) {
      let removed = 0;
      for (const key of [...entries.keys()]) {
        if (key.startsWith(prefix)) {
          entries.delete(key);
          removed += 1;
        }
      }
      // A call started before a write must not re-fill the cache with the pre-write answer.
      for (const key of [...inFlight.keys()]) if (key.startsWith(prefix)) inFlight.delete(key);
      return removed;
    },
    clear() {
      entries.clear();
      inFlight.clear();
    },
    cleanup() {
      let removed = 0;
      for (const [key, entry] of [...entries]) {
        if (!isLive(entry)) {
          entries.delete(key);
          removed += 1;
        }
      }
      return removed;
    },
    startCleanup() {
      if (sweep === undefined) sweep = setInterval(() => cache.cleanup(), cleanupIntervalMs);
    },
    stopCleanup() {
      if (sweep !== undefined) clearInterval(sweep);
      sweep = undefined;
    },
    cachedCall<T>(key: string, ttlMs: number, fn: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && isLive(entry)) return Promise.resolve(entry.value as T);
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;
      // A synchronous throw becomes a rejection, like any other failure.
      const call = new Promise<T>((resolve) => resolve(fn()));
      inFlight.set(key, call);
      call.then(
        (value) => {
          // Only store if nobody invalidated or replaced this call meanwhile.
          if (inFlight.get(key) !== call) return;
          inFlight.delete(key);
          cache.set(key, value, ttlMs);
        },
        () => {
          // Failures are not cached; the next caller tries again.
          if (inFlight.get(key) === call) inFlight.delete(key);
        },
      );
      return call;
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}

/** The app's shared cache for GET answers; its sweep is started by whoever mounts the client. */
export const apiCache = createCache();
