import type { Redis } from 'ioredis';
import type { CacheStore } from './dashboard-cache.js';

export const DASHBOARD_REDIS_PREFIX = 'wl:dash:';

/** HDEL of every field of KEYS[1] not starting with ARGV[1]. */
const DELETE_UNLESS_PREFIXED = `
for _, field in ipairs(redis.call('HKEYS', KEYS[1])) do
  if string.sub(field, 1, #ARGV[1]) ~= ARGV[1] then redis.call('HDEL', KEYS[1], field) end
end
return 1`;

/** One hash per user (field = variant), expiring with its first entry: DEL invalidates it at once. */
export class RedisCacheStore implements CacheStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlMs: number,
    private readonly prefix = DASHBOARD_REDIS_PREFIX,
  ) {}

  async get(userId: number, variant: string) {
    return this.redis.hget(this.prefix + userId, variant);
  }
  async set(userId: number, variant: string, value: string) {
    // NX: a later variant must not stretch the life of the older ones beyond the TTL.
    await this.redis
      .multi()
      .hset(this.prefix + userId, variant, value)
      .pexpire(this.prefix + userId, this.ttlMs, 'NX')
      .exec();
  }
  async deleteUser(userId: number, keep?: string) {
    if (keep === undefined) await this.redis.del(this.prefix + userId);
    // One script, so no other instance's HSET lands between reading the fields and deleting them.
    else await this.redis.eval(DELETE_UNLESS_PREFIXED, 1, this.prefix + userId, keep);
  }
  async deleteAll() {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
      if (keys.length) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
  async close() {
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}
