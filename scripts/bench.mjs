// `npm run bench`: autocannon against the built app (embedded PostgreSQL in a temporary DATA_DIR,
// or BENCH_DATABASE_URL), next to a bare Fastify route measured in the same run. Prints a table
// and writes bench/results.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { scenarios } from '../bench/scenarios.mjs';
import { staleParts } from './lib/build-state.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const autocannon = require('autocannon');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const stale = staleParts(root);
if (stale.core || stale.server) {
  const code = await run('npm', ['run', 'build', '-w', '@wealthlog/core', '-w', '@wealthlog/server'], { cwd: root });
  if (code !== 0) process.exit(code);
}

function startProcess(cmd, args, env, readyPattern) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let buffer = '';
    child.stdout.on('data', (d) => {
      buffer += d.toString();
      const m = readyPattern.exec(buffer);
      if (m) resolve({ child, address: m[1] });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

/** autocannon's histogram has no p95, so every response time is kept and ranked here. */
function measure(url, scenario) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        method: scenario.method ?? 'GET',
        headers: scenario.headers,
        body: scenario.body,
      },
      (err, r) => (err ? reject(err) : resolve({ ...r, times })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-bench-'));
const app = await startProcess(
  process.execPath,
  ['apps/server/dist/server.js'],
  {
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEALTHLOG_READY_LINE: '1',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
  /WEALTHLOG_READY (\S+)/,
);
const bare = await startProcess(process.execPath, ['bench/bare-server.mjs'], {}, /BARE_READY (\S+)/);

const rows = [];
try {
  // Warm-up, so JIT and pools are steady before the measured run.
  await measure(`${bare.address}/bare`, { path: '/bare' });
  const bareResult = await measure(`${bare.address}/bare`, { path: '/bare' });
  const baseline = summarise('bare Fastify route (same run)', bareResult);
  rows.push(baseline);
  for (const s of scenarios) {
    await measure(`${app.address}${s.path}`, s);
    const r = summarise(s.name, await measure(`${app.address}${s.path}`, s));
    r.ratioToBare = +(baseline.reqPerSec / r.reqPerSec).toFixed(2);
    rows.push(r);
  }
} finally {
  app.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
  await new Promise((r) => app.child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function summarise(name, r) {
  const sorted = r.times.sort((a, b) => a - b);
  return {
    name,
    reqPerSec: Math.round(r.requests.average),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: r.errors + r.non2xx,
  };
}

const result = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
  settings: { durationSeconds: DURATION, connections: CONNECTIONS },
  rows,
};
fs.writeFileSync(path.join(root, 'bench/results.json'), JSON.stringify(result, null, 2));
console.log(`\nnpm run bench — ${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} cores, Node ${process.version}`);
console.table(
  rows.map((r) => ({
    endpoint: r.name,
    'req/s': r.reqPerSec,
    'p50 ms': r.p50,
    'p95 ms': r.p95,
    'p99 ms': r.p99,
    errors: r.errors,
    'bare/this': r.ratioToBare ?? '',
  })),
);
console.log('Written to bench/results.json');
