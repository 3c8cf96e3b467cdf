import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');

// The config is evaluated in the runner and again in each worker; the first evaluation picks a
// free port (and a DATA_DIR when scripts/e2e.mjs gave none) and leaves them in the environment
// the workers inherit.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-e2e-'));
}
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
const port = process.env.E2E_PORT;
// localhost, not 127.0.0.1: WebAuthn refuses an IP address as the relying party id, and the
// server's PUBLIC_URL (its passkeys' rpID and origin) must be what the browser shows. The server
// still listens on 127.0.0.1, where the readiness check asks.
const baseURL = `http://localhost:${port}`;

// Flags the machines here need (closed network, no GPU, root).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A user's whole path (several pages, axe on each) on a 2-core CI machine: one minute proved
  // too tight for the trading paths under load, with every step passing.
  timeout: 120_000,
  // A fresh context's first page loads cold (first download, locale, page chunk). Traces of CI
  // failures showed it taking 10–12 s on a loaded 2-core machine, with every server answer under
  // 0.7 s: the browser waiting for CPU, not the app for the server. The wait ends as soon as the
  // element shows, so a passing run is no slower.
  expect: { timeout: 20_000 },
  reporter: process.env.E2E_JSON ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  // 'setup' registers the shared users (admin first) before any spec runs.
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['setup'], testIgnore: /auth\.setup\.ts$/ },
  ],
  webServer: {
    command: `node ${path.join(root, 'apps/server/dist/server.bundle.js')}`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The server's warnings (401/403/429, 5xx, answers slower than 5 s) show beside the failure
    // they explain; LOG_LEVEL keeps the rest out.
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      NODE_ENV: 'production',
      PORT: port!,
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR!,
      LOG_LEVEL: 'warn',
      // Every spec registers from 127.0.0.1: the per-IP registration limit (5 a minute) would
      // otherwise decide which specs pass. The limiter itself is tested on the server.
      RATE_LIMIT_REGISTER_MAX: '1000',
    },
  },
});
