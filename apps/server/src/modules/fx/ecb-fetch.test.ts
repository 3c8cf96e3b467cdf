import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

/**
 * The daily ECB fetch against a loopback server serving a saved copy of the daily XML
 * (fixtures/eurofxref-daily.xml, 2025-05-09); never the internet. Its rates are moved one day on
 * (2025-05-10) so they cannot be mistaken for the shipped snapshot's.
 */
const xml = fs
  .readFileSync(path.join(import.meta.dirname, 'fixtures/eurofxref-daily.xml'), 'utf8')
  .replace("time='2025-05-09'", "time='2025-05-10'");

let server: http.Server;
let base: string;
let served = 0;
let t: TestApp | undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    served += 1;
    if (req.url === '/eurofxref-daily.xml') {
      res.writeHead(200, { 'content-type': 'text/xml' }).end(xml);
    } else res.writeHead(503).end('down for maintenance');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server.close(r));
});

async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const v = await probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

describe('the daily ECB fetch', () => {
  it('stores the served rates as shared ones, shortly after start', async () => {
    t = await createTestApp({ ECB_FETCH: 'true', ECB_DAILY_URL: `${base}/eurofxref-daily.xml`, ECB_FETCH_DELAY_MS: '10' });
    const rows = await until(async () => {
      const { rows } = await t!.app.pool.query(
        `SELECT quote, rate::float8 AS rate, source, user_id FROM fx_rates WHERE date = '2025-05-10' ORDER BY quote`,
      );
      return rows.length === 30 ? rows : undefined;
    });
    expect(rows.find((r) => r.quote === 'USD')).toEqual({ quote: 'USD', rate: 1.1252, source: 'ecb', user_id: null });
    expect(rows.find((r) => r.quote === 'JPY')).toMatchObject({ rate: 163.36 });
    expect(t.logs.some((l) => l.event === 'ecb_fetch' && l.imported === 30)).toBe(true);
    await t.close();
    t = undefined;
  });

  it('logs a failure as a warning and carries on', async () => {
    t = await createTestApp({ ECB_FETCH: 'true', ECB_DAILY_URL: `${base}/missing.xml`, ECB_FETCH_DELAY_MS: '10' });
    const line = await until(async () => t!.logs.find((l) => l.event === 'ecb_fetch_failed'));
    expect(line).toMatchObject({ level: 40, err: 'The ECB answered HTTP 503' });
    expect(served).toBeGreaterThanOrEqual(2);
    const health = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(health.statusCode).toBe(200);
  });

  it('is off when ECB_FETCH=false (the default of every other test)', async () => {
    const before = served;
    const quiet = await createTestApp({ ECB_DAILY_URL: `${base}/eurofxref-daily.xml`, ECB_FETCH_DELAY_MS: '0' });
    await new Promise((r) => setTimeout(r, 200));
    expect(served).toBe(before);
    await quiet.close();
  });
});
