import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { CuttableProxy } from '../../test/cuttable-proxy.js';
import { createTestDatabase, type TestDatabase } from '../../test/db.js';

// External-database mode with the database going away and coming back: a TCP proxy in front of
// the real PostgreSQL stands for the network path, and the test cuts it.

/** Polls (health results are reused for up to a second) until `done`, for at most 8 s. */
async function until<T>(fn: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const v = await fn();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const probe: FastifyPluginAsyncZod = async (api) => {
  api.get('/test/query', async () => {
    const { rows } = await api.pool.query<{ n: number }>('SELECT 1 AS n');
    return { n: rows[0]!.n };
  });
};

let database: TestDatabase;
let proxy: CuttableProxy;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  const target = new URL(database.url);
  proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
  await proxy.open();
  const viaProxy = new URL(database.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  t = await createTestApp({ DATABASE_URL: viaProxy.toString() }, probe);
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

describe('database outage (external mode)', () => {
  it('turns health unhealthy and the API 503 within seconds, then recovers', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/test/query' })).json()).toEqual({ n: 1 });

    await proxy.cut();
    const started = Date.now();
    const health = await until(
      async () => t.app.inject({ url: '/api/health' }),
      (r) => r.statusCode === 503,
    );
    expect(health.statusCode).toBe(503);
    expect(health.json().checks.database.healthy).toBe(false);
    expect(health.json().checks.disk.healthy).toBe(true);
    const api = await t.app.inject({ url: '/api/test/query' });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toMatchObject({ code: 'SYS_002' });
    expect(api.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(8000);
    expect(t.app.health.isHealthy()).toBe(false);

    await proxy.open(); // same port: the database is back
    const back = await until(
      async () => t.app.inject({ url: '/api/health' }),
      (r) => r.statusCode === 200,
    );
    expect(back.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/test/query' })).json()).toEqual({ n: 1 });
  });
});
