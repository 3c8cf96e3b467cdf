import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { HealthCheck } from './health-registry.js';
import {
  MemoryRateLimitStore,
  type RateLimitHit,
  type RateLimitStore,
} from './rate-limit-store.js';

export const REDIS_KEY_PREFIX = 'wl:rl:';

// INCR and the expiry in one atomic step, so two instances can never both open a window, and a
// key can never be left without a TTL (the `ttl < 0` branch also repairs one). The TTL comes
// from Redis, so the instances' clocks do not need to agree.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return nil end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

interface ScriptCommands {
  wlRateHit(key: string, windowMs: number): Promise<[number, number]>;
  wlRatePeek(key: string): Promise<[number, number] | null>;
}

/** Counters shared by every instance. Errors propagate: `FallbackStore` decides what they mean. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly commands: ScriptCommands;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = REDIS_KEY_PREFIX,
  ) {
    redis.defineCommand('wlRateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    redis.defineCommand('wlRatePeek', { numberOfKeys: 1, lua: PEEK_SCRIPT });
    this.commands = redis as unknown as ScriptCommands;
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const [count, ttl] = await this.commands.wlRateHit(this.prefix + key, windowMs);
    return { count, resetAt: Date.now() + Math.max(ttl, 0) };
  }

  async peek(key: string): Promise<RateLimitHit | null> {
    const found = await this.commands.wlRatePeek(this.prefix + key);
    if (!found || found[1] <= 0) return null;
    return { count: found[0], resetAt: Date.now() + found[1] };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    // QUIT lets Redis finish what it has; a client that is not connected just stops reconnecting.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}

/** Calls `fn` at most once per `everyMs`: a dead Redis must not flood the log on every request. */
export function throttled(everyMs: number, fn: (err: Error) => void): (err: Error) => void {
  let last = -Infinity;
  return (err) => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    fn(err);
  };
}

/**
 * Rate limits are a guard, not a dependency: when the shared store fails, the hit is counted in
 * this instance's memory instead and a warning is logged (the caller throttles it). So a Redis
 * outage fails no request and does not switch the login and second-factor limits off: while it
 * lasts, each instance enforces every limit on its own (N instances: at most N times the limit).
 * When Redis is back its counters apply again; what was counted locally meanwhile is forgotten.
 */
export class FallbackStore implements RateLimitStore {
  constructor(
    private readonly inner: RateLimitStore,
    private readonly warn: (err: Error) => void,
    private readonly local: RateLimitStore = new MemoryRateLimitStore(),
  ) {}

  hit(key: string, windowMs: number): Promise<RateLimitHit> {
    return this.guard(
      () => this.inner.hit(key, windowMs),
      () => this.local.hit(key, windowMs),
    );
  }

  peek(key: string): Promise<RateLimitHit | null> {
    return this.guard(
      () => this.inner.peek(key),
      () => this.local.peek(key),
    );
  }

  async reset(key: string): Promise<void> {
    // Both: a success during an outage clears what this instance counted then.
    await this.local.reset(key);
    await this.guard(
      () => this.inner.reset(key),
      async () => undefined,
    );
  }

  async close(): Promise<void> {
    await this.local.close();
    await this.inner.close();
  }

  private async guard<T>(run: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      this.warn(err instanceof Error ? err : new Error(String(err)));
      return fallback();
    }
  }
}

export interface RedisRateLimit {
  store: FallbackStore;
  /** For `app.health` as `redis`: throws (unhealthy, with the reason) when Redis cannot count. */
  healthCheck: HealthCheck;
}

export interface RedisRateLimitOptions {
  commandTimeoutMs?: number;
  warnEveryMs?: number;
  keyPrefix?: string;
  /** How long start-up waits for the first connection before serving anyway. */
  connectWaitMs?: number;
}

/**
 * Connects to REDIS_URL and builds the shared store, counting in memory while Redis fails; never
 * throws for a dead Redis.
 */
export async function createRedisRateLimit(
  url: string,
  logger: Pick<Logger, 'warn' | 'info'>,
  opts: RedisRateLimitOptions = {},
): Promise<RedisRateLimit> {
  // Loaded only with REDIS_URL: an instance without one does not pay its start-up (issue 34).
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    // A dead or slow Redis must cost a request milliseconds, not seconds: no queue while
    // disconnected, and a short reply timeout once connected. Reconnection continues in the
    // background (ioredis's default back-off), so counting resumes when Redis returns.
    commandTimeout: opts.commandTimeoutMs ?? 200,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    connectionName: 'wealthlog-rate-limit',
  });
  const warn = throttled(opts.warnEveryMs ?? 30_000, (err) =>
    logger.warn(
      { err: { message: err.message } },
      `Redis unavailable, rate limits counted by this instance alone: ${err.message}`,
    ),
  );
  let connectionError: Error | null = null;
  let wasDown = false;
  redis.on('error', (err: Error) => {
    connectionError = err;
    wasDown = true;
    warn(err);
  });
  redis.on('ready', () => {
    connectionError = null;
    if (wasDown) logger.info('Redis is back: rate limits are shared again');
    wasDown = false;
  });

  const shared = new RedisRateLimitStore(redis, opts.keyPrefix);
  const store = new FallbackStore(shared, warn);
  const healthCheck: HealthCheck = async () => {
    if (redis.status !== 'ready') {
      const reason = (connectionError as Error | null)?.message ?? 'not connected';
      throw new Error(`Redis ${redis.status}: ${reason}`);
    }
    // A real counter round trip, not PING: a Redis that answers but cannot write (out of
    // memory, read-only replica) cannot count either.
    await shared.hit('health', 10_000);
    return true;
  };

  // Give a healthy Redis a moment so the first requests already share counters; a dead one
  // only delays start-up by this much.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, opts.connectWaitMs ?? 1000);
    redis.once('ready', done);
    redis.once('error', done);
  });
  return { store, healthCheck };
}
