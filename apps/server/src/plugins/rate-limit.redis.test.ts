import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { CuttableProxy } from '../test/cuttable-proxy.js';
import { rateLimitRoutes } from '../test/rate-limit-routes.js';
import { REDIS_KEY_PREFIX, RedisRateLimitStore } from './rate-limit-redis.js';

// Runs only when TEST_REDIS_URL is set (see vitest.config.ts). Every key of a run holds this
// run's random IP range or prefix, so parallel or repeated runs on one Redis never collide.
const redisUrl = process.env.TEST_REDIS_URL!;
const net = `10.${randomInt(256)}.${randomInt(256)}`;
const ip = (n: number) => `${net}.${n}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let redis: Redis;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  redis = new Redis(redisUrl);
  const env = { REDIS_URL: redisUrl, RATE_LIMIT_GLOBAL_MAX: '20' };
  [a, b] = await Promise.all([
    createTestApp(env, rateLimitRoutes),
    createTestApp(env, rateLimitRoutes),
  ]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  const keys = await redis.keys(`${REDIS_KEY_PREFIX}*${net}.*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const register = (t: TestApp, from: string) =>
  t.app.inject({ method: 'POST', url: '/api/test/register', remoteAddress: from });
const login = (t: TestApp, from: string, username: string, password = 'wrong') =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/login',
    remoteAddress: from,
    payload: { username, password },
  });

describe('RedisRateLimitStore', () => {
  it('counts atomically under concurrency and sets the window once, in Redis', async () => {
    const prefix = `${REDIS_KEY_PREFIX}test:${randomBytes(6).toString('hex')}:`;
    const store = new RedisRateLimitStore(new Redis(redisUrl), prefix);
    const hits = await Promise.all(Array.from({ length: 50 }, () => store.hit('k', 5000)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    const ttl = await redis.pttl(`${prefix}k`);
    expect(ttl).toBeGreaterThan(3000);
    expect(ttl).toBeLessThanOrEqual(5000);
    expect(await store.peek('k')).toMatchObject({ count: 50 });
    await store.reset('k');
    expect(await store.peek('k')).toBeNull();
    await store.close();
  });
});

describe('two instances sharing one Redis', () => {
  it('share registration counters: 3 on one and 2 on the other make the 6th refused on either', async () => {
    for (let i = 0; i < 3; i += 1) expect((await register(a, ip(1))).statusCode).toBe(201);
    for (let i = 0; i < 2; i += 1) expect((await register(b, ip(1))).statusCode).toBe(201);
    const sixth = await register(a, ip(1));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_001');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect((await register(b, ip(2))).statusCode).toBe(201);
  });

  it('share failed-login counters and their reset', async () => {
    for (let i = 0; i < 5; i += 1) await login(i % 2 ? a : b, ip(3), 'frank');
    expect((await login(b, ip(3), 'frank', 'right')).statusCode).toBe(429);
    expect((await login(a, ip(3), 'Frank', 'right')).statusCode).toBe(429);
    await redis.del(`${REDIS_KEY_PREFIX}login:${ip(3)}|frank`); // the window "passes"
    expect((await login(a, ip(3), 'frank', 'right')).statusCode).toBe(200);
    expect(await redis.exists(`${REDIS_KEY_PREFIX}login:${ip(3)}|frank`)).toBe(0);
  });

  it('share the global limit', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await (i % 2 ? a : b).app.inject({ url: '/api/test/ping', remoteAddress: ip(4) }))
          .statusCode,
      ).toBe(200);
    }
    expect((await a.app.inject({ url: '/api/test/ping', remoteAddress: ip(4) })).statusCode).toBe(
      429,
    );
  });

  it('report redis healthy', async () => {
    const res = await a.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks.redis).toEqual({ healthy: true, lastCheck: expect.any(String) });
  });
});

describe('Redis unreachable: counted by each instance alone', () => {
  it('serves, still limits in memory, shows redis unhealthy in health, and warns once', async () => {
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }, rateLimitRoutes);
    try {
      const started = Date.now();
      const codes = [];
      for (let i = 0; i < 7; i += 1) codes.push((await register(t, ip(5))).statusCode);
      // The limit of 5 holds in this instance's memory: a Redis outage does not switch it off.
      expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429]);
      expect(Date.now() - started).toBeLessThan(2000); // no waiting on a dead Redis
      const health = await t.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().checks.redis.healthy).toBe(false);
      expect(health.json().checks.database.healthy).toBe(true);
      expect(t.app.health.lastResults().redis!.error).toMatch(/ECONNREFUSED/); // the admin view's text
      const warnings = t.logs.filter((l) => String(l.msg).startsWith('Redis unavailable'));
      expect(warnings).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('keeps serving while Redis goes away, then counts again when it returns', async () => {
    const target = new URL(redisUrl);
    const proxy = new CuttableProxy(target.hostname, Number(target.port || 6379));
    await proxy.open();
    const viaProxy = new URL(redisUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const t = await createTestApp({ REDIS_URL: viaProxy.toString() }, rateLimitRoutes);
    try {
      for (let i = 0; i < 5; i += 1) await register(t, ip(6));
      expect((await register(t, ip(6))).statusCode).toBe(429);

      await proxy.cut();
      // Served, and counted afresh in memory: 5 more, then the limit holds again.
      for (let i = 0; i < 5; i += 1) expect((await register(t, ip(6))).statusCode).toBe(201);
      expect((await register(t, ip(6))).statusCode).toBe(429);
      expect((await t.app.inject({ url: '/api/health' })).json().checks.redis.healthy).toBe(false);

      await proxy.open();
      let healthy = false;
      for (let i = 0; i < 40 && !healthy; i += 1) {
        healthy = (await t.app.inject({ url: '/api/health' })).statusCode === 200;
        if (!healthy) await sleep(250);
      }
      expect(healthy).toBe(true);
      expect((await register(t, ip(6))).statusCode).toBe(429); // the shared count survived
    } finally {
      await t.close();
      await proxy.cut().catch(() => undefined);
    }
  });
});
