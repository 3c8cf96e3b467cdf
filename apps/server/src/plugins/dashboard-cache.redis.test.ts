import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { KEPT_BY_EVERYDAY } from './dashboard-cache.js';
import { DASHBOARD_REDIS_PREFIX, RedisCacheStore } from './dashboard-cache-redis.js';

// Runs only when TEST_REDIS_URL is set (see vitest.config.ts); this run's keys have their own prefix.
const redis = new Redis(process.env.TEST_REDIS_URL!);
const prefix = `${DASHBOARD_REDIS_PREFIX}test:${randomBytes(6).toString('hex')}:`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('RedisCacheStore', () => {
  it('drops all of a user’s fields, or all but the kept ones, and no other user’s', async () => {
    const store = new RedisCacheStore(new Redis(process.env.TEST_REDIS_URL!), 60_000, prefix);
    const kept = `${KEPT_BY_EVERYDAY}home:2026-11-29`;
    for (const user of [1, 2])
      for (const v of ['home', kept, 'summary']) await store.set(user, v, v);
    await store.deleteUser(1, KEPT_BY_EVERYDAY);
    expect(await store.get(1, kept)).toBe(kept);
    expect(await store.get(1, 'home')).toBeNull();
    expect(await store.get(1, 'summary')).toBeNull();
    expect(await store.get(2, 'home')).toBe('home');
    await store.deleteUser(1);
    expect(await store.get(1, kept)).toBeNull();
    expect(await store.get(2, kept)).toBe(kept);
    await store.close();
  });
});
