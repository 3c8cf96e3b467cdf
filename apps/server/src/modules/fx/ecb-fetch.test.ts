import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { ecbSourceFor, refreshFromEcb } from './ecb-fetch.js';

/**
 * The ECB fetch against a loopback server serving a saved copy of the daily XML
 * (fixtures/eurofxref-daily.xml, 2025-05-09) under the daily, 90-day and history paths; never the
 * internet. Its rates are moved one day on (2025-05-10) so they cannot be mistaken for the shipped
 * history's, whose newest day is 2025-05-09.
 */
const xml = fs
  .readFileSync(path.join(import.meta.dirname, 'fixtures/eurofxref-daily.xml'), 'utf8')
  .replace("time='2025-05-09'", "time='2025-05-10'");

let server: http.Server;
let base: string;
let served = 0;
const paths: string[] = [];
let t: TestApp | undefined;
const FILES = ['/daily.xml', '/hist-90d.xml', '/hist.xml'];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    served += 1;
    paths.push(req.url ?? '');
    if (FILES.includes(req.url ?? '')) {
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

const sources = () => ({
  daily: `${base}/daily.xml`,
  ninetyDays: `${base}/hist-90d.xml`,
  history: `${base}/hist.xml`,
});
const urlsEnv = () => ({
  ECB_DAILY_URL: sources().daily,
  ECB_90D_URL: sources().ninetyDays,
  ECB_HISTORY_URL: sources().history,
});

describe('which ECB file closes the gap', () => {
  const s = { daily: 'D', ninetyDays: 'N', history: 'H' };
  it('is the daily file up to a long weekend, the 90-day file up to 85 days, else the history', () => {
    expect(ecbSourceFor('2025-05-09', '2025-05-09', s)).toBe('D');
    // Friday to Tuesday after a Monday holiday: 4 days.
    expect(ecbSourceFor('2025-05-09', '2025-05-13', s)).toBe('D');
    expect(ecbSourceFor('2025-05-09', '2025-05-14', s)).toBe('N');
    expect(ecbSourceFor('2025-05-09', '2025-08-02', s)).toBe('N'); // 85 days
    expect(ecbSourceFor('2025-05-09', '2025-08-03', s)).toBe('H'); // 86 days
    expect(ecbSourceFor(null, '2025-05-09', s)).toBe('H');
  });

  it('is asked for by the newest shared rate in the database', async () => {
    const quiet = await createTestApp();
    try {
      // The shipped history ends on 2025-05-09.
      const before = paths.length;
      expect(await refreshFromEcb(quiet.app, sources(), '2025-05-11')).toEqual({
        url: sources().daily,
        imported: 30,
      });
      // Now 2025-05-10 is the newest: 40 days later the 90-day file, a year later the history.
      expect((await refreshFromEcb(quiet.app, sources(), '2025-06-19')).url).toBe(
        sources().ninetyDays,
      );
      expect(await refreshFromEcb(quiet.app, sources(), '2026-05-10')).toEqual({
        url: sources().history,
        imported: 0,
      });
      expect(paths.slice(before)).toEqual(['/daily.xml', '/hist-90d.xml', '/hist.xml']);
    } finally {
      await quiet.close();
    }
  });
});

describe('the scheduled ECB fetch', () => {
  it('stores the served rates as shared ones, shortly after start', async () => {
    t = await createTestApp({ ECB_FETCH: 'true', ...urlsEnv(), ECB_FETCH_DELAY_MS: '10' });
    const rows = await until(async () => {
      const { rows } = await t!.app.pool.query(
        `SELECT quote, rate::float8 AS rate, source, user_id FROM fx_rates WHERE date = '2025-05-10' ORDER BY quote`,
      );
      return rows.length === 30 ? rows : undefined;
    });
    expect(rows.find((r) => r.quote === 'USD')).toEqual({
      quote: 'USD',
      rate: 1.1252,
      source: 'ecb',
      user_id: null,
    });
    expect(rows.find((r) => r.quote === 'JPY')).toMatchObject({ rate: 163.36 });
    expect(t.logs.some((l) => l.event === 'ecb_fetch' && l.imported === 30)).toBe(true);
    await t.close();
    t = undefined;
  });

  it('logs a failure as a warning and carries on', async () => {
    const missing = `${base}/missing.xml`;
    t = await createTestApp({
      ECB_FETCH: 'true',
      ECB_DAILY_URL: missing,
      ECB_90D_URL: missing,
      ECB_HISTORY_URL: missing,
      ECB_FETCH_DELAY_MS: '10',
    });
    const line = await until(async () => t!.logs.find((l) => l.event === 'ecb_fetch_failed'));
    expect(line).toMatchObject({ level: 40, err: 'The ECB answered HTTP 503' });
    expect(served).toBeGreaterThanOrEqual(2);
    const health = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(health.statusCode).toBe(200);
  });

  it('is off when ECB_FETCH=false (the default of every other test)', async () => {
    const before = served;
    const quiet = await createTestApp({ ...urlsEnv(), ECB_FETCH_DELAY_MS: '0' });
    await new Promise((r) => setTimeout(r, 200));
    expect(served).toBe(before);
    await quiet.close();
  });
});
