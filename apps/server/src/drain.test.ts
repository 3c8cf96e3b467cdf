import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './test/server-process.js';

/**
 * Behind a load balancer (issue 35): on SIGTERM with SHUTDOWN_DRAIN_MS, the instance fails its
 * health check at once, so the balancer stops sending it new requests, yet keeps answering what
 * it is still sent until the drain ends; then it refuses new requests, finishes, and exits 0.
 */
const DRAIN_MS = 2500;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-drain-'));
fs.chmodSync(root, 0o755);
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await stopServerProcess(server);
  fs.rmSync(root, { recursive: true, force: true });
});

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as { code?: string; ok?: boolean } };
};

describe('draining on SIGTERM', () => {
  it('fails the health check first, serves the rest for the drain, then exits 0', async () => {
    server = await startServerProcess({
      DATA_DIR: path.join(root, 'data'),
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      LOG_LEVEL: 'info',
    });
    const { url, child } = server;
    expect(await get(`${url}/api/health/live`)).toEqual({ status: 200, body: { ok: true } });

    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    const t0 = performance.now();
    child.kill('SIGTERM');
    await expect
      .poll(async () => (await get(`${url}/api/health/live`)).status, { interval: 20 })
      .toBe(503);
    expect((await get(`${url}/api/health/live`)).body.code).toBe('SYS_002');
    // Still served while draining: a route that reads the database, and one that asks for a user.
    expect((await get(`${url}/api/health`)).status).toBe(200);
    expect((await get(`${url}/api/auth/me`)).body.code).toBe('NO_TOKEN');
    expect(performance.now() - t0).toBeLessThan(DRAIN_MS);

    expect(await exited).toBe(0);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(server.output()).toContain('Draining');
    expect(
      server
        .output()
        .split('\n')
        .filter((l) => l.includes(`"level":50`)),
    ).toEqual([]);
  }, 120_000);
});
