// `npm run bench`: autocannon against the built app (an embedded PostgreSQL in a temporary
// directory, or BENCH_DATABASE_URL), next to a bare Fastify route measured in the same run. Seeds
// the issue-5 data set (bench/seed.mjs) through SQL, signs in as its owner and measures the reads,
// the cold net worth against its one SQL statement, a 100k-row CSV import and the server's RSS.
// Prints tables and writes bench/results.json. BENCH_ONLY=trade: only the rows whose name has it
// (BENCH_ONLY='holdings|performance': either). The measures apart from autocannon run when their
// name has one of the words too: 'networth' (cold, and its SQL), 'performance' (cold), 'expenses'
// (cold, just after a write), 'home' (just after a write), 'price import', 'backup' (and restore),
// 'footprint' (disk, tables and indexes after the seed and the 100k CSV import it runs too).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  datasetScenarios,
  holdingsScenarios,
  scenarios,
  tradingScenarios,
} from '../bench/scenarios.mjs';
import { keepSignedIn, seedAndSignIn } from '../bench/seed-all.mjs';
import { loanScenarios, realEstateScenarios } from '../bench/scenarios-real-estate.mjs';
import { scheduleTiming } from '../bench/seed-loans.mjs';
import { forecastScenarios, liveDuringMonteCarlo } from '../bench/scenarios-forecast.mjs';
import { coldExpenses, coldHome, coldNetworth, coldPerformance } from '../bench/cold.mjs';
import { expenseScenarios } from '../bench/scenarios-expenses.mjs';
import { ruleApplyTiming } from '../bench/seed-expenses.mjs';
import {
  coldTrading,
  liveDuringImport,
  networthQuery,
  priceImport,
  summarise,
} from '../bench/measures.mjs';
import { csvImport, csvImportWithRules } from '../bench/imports.mjs';
import { statementImports } from '../bench/statement-imports.mjs';
import { backupAndRestore } from '../bench/backup.mjs';
import { footprint } from '../bench/footprint.mjs';
import { memory, sharedBuffersTried } from '../bench/memory.mjs';
import { startup } from '../bench/startup.mjs';
import { printReport } from '../bench/report.mjs';
import { staleParts } from './lib/build-state.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const autocannon = require('autocannon');
const pg = require('pg');
const pino = require('pino');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ONLY = process.env.BENCH_ONLY?.split('|');
const stale = staleParts(root);
if (stale.core || stale.server) {
  const code = await run(
    'npm',
    ['run', 'build', '-w', '@wealthlog/core', '-w', '@wealthlog/server'],
    { cwd: root },
  );
  if (code !== 0) process.exit(code);
}

function startProcess(cmd, args, env, readyPattern) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
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
        connections: scenario.connections ?? CONNECTIONS,
        duration: DURATION,
        method: scenario.method ?? 'GET',
        headers: scenario.headers,
        body: scenario.body,
        ...(scenario.requests ? { requests: scenario.requests } : {}),
      },
      (err, r) => (err ? reject(err) : resolve({ ...r, times })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-bench-'));
const pgDir = path.join(dataDir, 'pg');
// Our own PostgreSQL (unless BENCH_DATABASE_URL), so the seed can write to it directly.
let embedded;
let databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  const { householdSizing, startEmbeddedPostgres } = await import(
    path.join(root, 'apps/server/dist/db/embedded.js')
  );
  embedded = await startEmbeddedPostgres({
    dir: pgDir,
    password: 'bench-only-password',
    database: 'wealthlog',
    logger: pino({ level: 'warn' }),
    sizing: { ...householdSizing(10), ...sharedBuffersTried() }, // as the server's own (pool of 10)
  });
  databaseUrl = embedded.url;
}
const app = await startProcess(
  process.execPath,
  ['apps/server/dist/server.bundle.js'],
  {
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    WEALTHLOG_READY_LINE: '1',
    ECB_FETCH: 'false',
    // One user drives every connection: the per-user limit would turn the run into 429s.
    RATE_LIMIT_GLOBAL_MAX: '1000000',
    RATE_LIMIT_LOGIN_MAX: '1000',
  },
  /WEALTHLOG_READY (\S+)/,
);
const bare = await startProcess(
  process.execPath,
  ['bench/bare-server.mjs'],
  {},
  /BARE_READY (\S+)/,
);
// The server's last lines (warnings, a crash), shown if it dies during the run.
const serverTail = [];
app.child.stdout.on('data', (d) => {
  serverTail.push(d.toString());
  if (serverTail.length > 40) serverTail.shift();
});

// The server's resident memory, sampled through the whole run.
let maxRssKb = 0;
const rssTimer = setInterval(() => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${app.child.pid}/status`, 'utf8'));
    if (m) maxRssKb = Math.max(maxRssKb, Number(m[1]));
  } catch {
    /* not Linux, or the process is gone */
  }
}, 200);

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const rows = [];
const extra = {};
try {
  // Warm-up, so JIT and pools are steady before the measured run.
  await measure(`${bare.address}/bare`, { path: '/bare' });
  const bareResult = await measure(`${bare.address}/bare`, { path: '/bare' });
  const baseline = summarise('bare Fastify route (same run)', bareResult);
  rows.push(baseline);
  const ctx = await seedAndSignIn(app.address, pool, root);
  extra.seed = ctx.seed;
  // Built again before each row: a fresh sign-in (keepSignedIn) changes the headers they copy.
  const all = () => [
    ...scenarios,
    ...datasetScenarios(ctx),
    ...tradingScenarios(ctx),
    ...holdingsScenarios(ctx),
    ...realEstateScenarios(ctx),
    ...loanScenarios(ctx),
    ...forecastScenarios(ctx),
    ...expenseScenarios(ctx),
  ];
  const names = all()
    .map((x) => x.name)
    .filter((name) => !ONLY || ONLY.some((o) => name.includes(o)));
  const signedIn = () => keepSignedIn(app.address, ctx);
  for (const name of names) {
    await signedIn();
    const s = all().find((x) => x.name === name);
    await measure(`${app.address}${s.path}`, s);
    const r = summarise(s.name, await measure(`${app.address}${s.path}`, s));
    r.ratioToBare = +(baseline.reqPerSec / r.reqPerSec).toFixed(2);
    rows.push(r);
  }
  // Each measure below runs when BENCH_ONLY names it (or always without BENCH_ONLY), signed in
  // afresh when the token has aged. After the reads: applying the rule rewrites categories the
  // reads above were measured on.
  const wants = (name) => !ONLY || ONLY.some((o) => name.includes(o));
  const timed = async (when, key, fn) => {
    if (!when) return;
    await signedIn();
    extra[key] = await fn();
  };
  await timed(!ONLY || ONLY.some((o) => 'rule apply'.includes(o)), 'ruleApply', () =>
    ruleApplyTiming(app.address, ctx),
  );
  extra.tradingCold = await coldTrading(pool, root, ctx.userId, ctx.trading, databaseUrl);
  await timed(
    !ONLY || ONLY.some((o) => 'forecast/montecarlo'.includes(o)),
    'liveDuringMonteCarlo',
    () => liveDuringMonteCarlo(app.address, ctx),
  );
  await timed(wants('networth'), 'networthCold', () => coldNetworth(app.address, ctx));
  if (wants('networth')) {
    extra.networthQuery = await networthQuery(pool, root, ctx.userId);
    extra.networthColdToQuery = +(extra.networthCold.p50 / extra.networthQuery.p50).toFixed(2);
  }
  await timed(wants('performance'), 'performanceCold', () => coldPerformance(app.address, ctx));
  await timed(wants('expenses'), 'expensesCold', () => coldExpenses(app.address, ctx));
  await timed(wants('home'), 'homeCold', () => coldHome(app.address, ctx));
  await timed(wants('price import'), 'priceImport', () => priceImport(app.address, ctx));
  const importNow = wants('csv import') || wants('footprint'); // the footprint is measured after it
  await timed(importNow, 'csvImport', () => csvImport(app.address, ctx));
  await timed(wants('footprint'), 'footprint', () => footprint(pool, embedded && pgDir));
  // After the reads and the 100k import, before the writes below: what a household's server holds.
  if (wants('footprint')) extra.memory = memory(app.child.pid, embedded && pgDir);
  await timed(wants('footprint') || wants('start'), 'startup', () => startup(root));
  await timed(wants('csv import'), 'csvImportRules', () => csvImportWithRules(app.address, ctx));
  await timed(wants('statement import'), 'statementImports', () =>
    statementImports(app.address, ctx),
  );
  await timed(wants('backup'), 'backup', () => backupAndRestore(app.address, ctx, app.child.pid));
  if (!ONLY) extra.schedule360 = await scheduleTiming(root);
  await timed(!ONLY, 'liveDuringImport', () => liveDuringImport(app.address, ctx));
} finally {
  clearInterval(rssTimer);
  await pool.end();
  const appExited = app.child.exitCode !== null || app.child.signalCode !== null;
  if (appExited)
    console.error(
      `The server had exited (${app.child.exitCode ?? app.child.signalCode}); its last output:\n${serverTail.join('')}`,
    );
  app.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
  if (!appExited) await new Promise((r) => app.child.once('exit', r));
  await embedded?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
extra.maxRssMb = Math.round(maxRssKb / 1024);

printReport({ rows, extra, root, duration: DURATION, connections: CONNECTIONS });
