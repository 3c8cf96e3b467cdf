import { NETWORTH_CACHE_TTL_MS } from '@wealthlog/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RedisCacheStore } from './dashboard-cache-redis.js';
import { throttled } from './rate-limit-redis.js';

/**
 * What a write may have changed: 'all' (the default), or only the 'everyday' ledger (postings on
 * accounts outside the portfolio linked to no property or loan, categories, budgets, dismissals).
 * An everyday write keeps the variants named with KEPT_BY_EVERYDAY (the home's investments, real
 * estate, loans and trading cards, which read none of it) and drops every other.
 */
export type WriteScope = 'all' | 'everyday';
export const KEPT_BY_EVERYDAY = 'assets:';

/** Answers `compute()`, or what the cache kept of it across everyday writes (by variant). */
export type Kept = <T>(variant: string, compute: () => Promise<T>) => Promise<T>;
export const computed: Kept = (_variant, compute) => compute();

/** The user's Kept in the app's cache (JSON in, JSON out); without the cache, computed. */
export function keptFor(app: FastifyInstance, userId: number): Kept {
  if (!app.hasDecorator('dashboardCache')) return computed;
  const cache = app.dashboardCache;
  return async (variant, compute) =>
    JSON.parse(
      await cache.getOrCompute(userId, KEPT_BY_EVERYDAY + variant, async () =>
        JSON.stringify(await compute()),
      ),
    );
}

/**
 * The dashboard's server-side cache (networth and summary are cached 60 s, ADR 0006), per user.
 * Whoever changes what the figures are made of calls:
 * - `app.dashboardCache?.invalidate(userId)` after a posting, an account change, a user's own rate
 *   or a base-currency / time-zone change (`invalidate(userId, 'everyday')` for an everyday write);
 * - `app.dashboardCache?.invalidateAll()` after a change to shared rates (snapshot, ECB, admin import).
 * Values are the serialized JSON answers, and the exact totals of filtered transaction lists
 * (variant 'txcount:…', transactions.queries.ts): both are derived from the user's ledger and
 * dropped by the same invalidations. In memory by default; in Redis when REDIS_URL is set, so
 * every instance sees an invalidation. A Redis failure is never an outage: the figures are computed.
 */
export interface DashboardCache {
  /** The cached answer for (user, variant), else `compute()` once (concurrent callers share it). */
  getOrCompute(userId: number, variant: string, compute: () => Promise<string>): Promise<string>;
  invalidate(userId: number, scope?: WriteScope): Promise<void>;
  invalidateAll(): Promise<void>;
  /** Makes the drops the store could not take when asked (reads make them first too). */
  flushMissed(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dashboardCache: DashboardCache;
  }
}

/** Where values live; `get` answers null when absent or expired. */
export interface CacheStore {
  get(userId: number, variant: string): Promise<string | null>;
  set(userId: number, variant: string, value: string): Promise<void>;
  /** Drops the user's entries, but those whose variant starts with `keep` when it is given. */
  deleteUser(userId: number, keep?: string): Promise<void>;
  deleteAll(): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCacheStore implements CacheStore {
  private readonly entries = new Map<number, Map<string, { value: string; expiresAt: number }>>();
  constructor(private readonly ttlMs: number) {}

  async get(userId: number, variant: string) {
    const hit = this.entries.get(userId)?.get(variant);
    return hit && hit.expiresAt > Date.now() ? hit.value : null;
  }
  async set(userId: number, variant: string, value: string) {
    let mine = this.entries.get(userId);
    if (!mine) this.entries.set(userId, (mine = new Map()));
    mine.set(variant, { value, expiresAt: Date.now() + this.ttlMs });
  }
  async deleteUser(userId: number, keep?: string) {
    const mine = this.entries.get(userId);
    if (!mine || keep === undefined) return void this.entries.delete(userId);
    for (const variant of mine.keys()) if (!variant.startsWith(keep)) mine.delete(variant);
  }
  async deleteAll() {
    this.entries.clear();
  }
  /** Drops expired entries, so users who never come back do not hold memory. */
  sweep() {
    const now = Date.now();
    for (const [userId, mine] of this.entries) {
      for (const [variant, e] of mine) if (e.expiresAt <= now) mine.delete(variant);
      if (mine.size === 0) this.entries.delete(userId);
    }
  }
  async close() {
    this.entries.clear();
  }
}

/** Above this many users whose drop was missed, the whole cache is dropped instead. */
const MAX_MISSED_USERS = 10_000;

export function createDashboardCache(
  store: CacheStore,
  onStoreError: (err: Error) => void = () => undefined,
): DashboardCache {
  // Bumped by every invalidation: a computation that started before one must not be stored after it.
  const generations = new Map<number, number>();
  let globalGeneration = 0;
  const inFlight = new Map<string, Promise<string>>();
  const generation = (userId: number) => `${globalGeneration}:${generations.get(userId) ?? 0}`;
  const quiet = async <T>(op: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await op();
    } catch (err) {
      onStoreError(err as Error);
      return fallback;
    }
  };
  // Drops the store could not take (Redis unreachable), made before it is read or written again:
  // an answer cached before a write made meanwhile must not come back with the store (a Redis
  // that kept its data, or one the other instances still reached).
  const missed = { all: false, users: new Set<number>() };
  const miss = (userId?: number) => {
    if (userId === undefined || missed.users.size >= MAX_MISSED_USERS) missed.all = true;
    else missed.users.add(userId);
    if (missed.all) missed.users.clear();
  };
  const nothingMissed = () => !missed.all && missed.users.size === 0;
  const settled = async (): Promise<boolean> => {
    if (nothingMissed()) return true;
    try {
      if (missed.all) await store.deleteAll();
      for (const userId of missed.users) await store.deleteUser(userId);
      missed.all = false;
      missed.users.clear();
      return true;
    } catch (err) {
      onStoreError(err as Error);
      return false;
    }
  };
  const drop = async (op: () => Promise<void>, userId?: number) => {
    if (!(await settled())) return miss(userId);
    await op().catch((err: Error) => {
      onStoreError(err);
      miss(userId);
    });
  };

  return {
    async getOrCompute(userId, variant, compute) {
      // No extra tick when nothing was missed: a read made at once after a write
      // still shares the computation under way.
      const reachable = nothingMissed() || (await settled());
      const cached = reachable ? await quiet(() => store.get(userId, variant), null) : null;
      if (cached !== null) return cached;
      const key = `${userId}\u0000${variant}`;
      const running = inFlight.get(key);
      if (running) return running;
      const startedAt = generation(userId);
      const job = (async () => {
        const value = await compute();
        if (generation(userId) === startedAt && (nothingMissed() || (await settled()))) {
          await quiet(() => store.set(userId, variant, value), undefined);
        }
        return value;
      })();
      inFlight.set(key, job);
      const done = () => {
        if (inFlight.get(key) === job) inFlight.delete(key);
      };
      job.then(done, done);
      return job;
    },
    async invalidate(userId, scope = 'all') {
      // Any write stops every computation under way from being stored (a kept variant too: it is
      // simply computed again), and from being shared with a later read (but a kept one).
      generations.set(userId, (generations.get(userId) ?? 0) + 1);
      const keep = scope === 'everyday' ? KEPT_BY_EVERYDAY : undefined;
      for (const key of inFlight.keys())
        if (
          key.startsWith(`${userId}\u0000`) &&
          !(keep && key.startsWith(`${userId}\u0000${keep}`))
        )
          inFlight.delete(key);
      await drop(() => store.deleteUser(userId, keep), userId);
    },
    async invalidateAll() {
      globalGeneration += 1;
      inFlight.clear();
      await drop(() => store.deleteAll());
    },
    async flushMissed() {
      await settled();
    },
  };
}

/** Decorates `app.dashboardCache`. Register it in the /api scope before the modules that call it. */
export const dashboardCachePlugin = fp(async (app: FastifyInstance) => {
  const ttl = NETWORTH_CACHE_TTL_MS;
  let store: CacheStore;
  let whenReconnected: ((flush: () => void) => void) | undefined;
  if (app.config.REDIS_URL) {
    const { Redis } = await import('ioredis'); // only with REDIS_URL (start-up, issue 34)
    const redis = new Redis(app.config.REDIS_URL, {
      lazyConnect: false,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', () => undefined); // reported by the throttled warning below
    store = new RedisCacheStore(redis, ttl);
    whenReconnected = (flush) => redis.on('ready', flush);
  } else {
    const memory = new MemoryCacheStore(ttl);
    const timer = setInterval(() => memory.sweep(), ttl);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    store = memory;
  }
  const warn = throttled(60_000, (err) =>
    app.log.warn({ err }, 'Dashboard cache store failed; computing instead'),
  );
  const cache = createDashboardCache(store, warn);
  // Back from an outage: the drops it missed, before any instance reads what they would drop.
  whenReconnected?.(() => void cache.flushMissed());
  app.decorate('dashboardCache', cache);
  app.addHook('onClose', async () => store.close());
});
