// `npm run bench`: autocannon against the built app (an embedded PostgreSQL in a temporary
// directory, or BENCH_DATABASE_URL), next to a bare Fastify route measured in the same run. Seeds
// the issue-5 data set (bench/seed.mjs) through SQL, signs in as its owner and measures the reads,
// the cold net worth against its one SQL statement, a 100k-row CSV import and the server's RSS.
// Prints tables and writes bench/results.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { datasetScenarios, scenarios } from '../bench/scenarios.mjs';
import { ecbCsvPath, seed } from '../bench/seed.mjs';
import { staleParts } from './lib/build-state.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const autocannon = require('autocannon');
const pg = require('pg');
const pino = require('pino');
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
        connections: scenario.connections ?? CONNECTIONS,
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
// Our own PostgreSQL (unless BENCH_DATABASE_URL), so the seed can write to it directly.
let embedded;
let databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  const { startEmbeddedPostgres } = await import(path.join(root, 'apps/server/dist/db/embedded.js'));
  embedded = await startEmbeddedPostgres({
    dir: path.join(dataDir, 'pg'),
    password: 'bench-only-password',
    database: 'wealthlog',
    logger: pino({ level: 'warn' }),
  });
  databaseUrl = embedded.url;
}
const app = await startProcess(
  process.execPath,
  ['apps/server/dist/server.js'],
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
const bare = await startProcess(process.execPath, ['bench/bare-server.mjs'], {}, /BARE_READY (\S+)/);
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
  const ctx = await seedAndSignIn(app.address);
  extra.seed = ctx.seed;
  for (const s of [...scenarios, ...datasetScenarios(ctx)]) {
    await measure(`${app.address}${s.path}`, s);
    const r = summarise(s.name, await measure(`${app.address}${s.path}`, s));
    r.ratioToBare = +(baseline.reqPerSec / r.reqPerSec).toFixed(2);
    rows.push(r);
  }
  extra.networthCold = await coldNetworth(app.address, ctx);
  extra.networthQuery = await networthQuery(ctx.userId);
  extra.networthColdToQuery = +(extra.networthCold.p50 / extra.networthQuery.p50).toFixed(2);
  extra.csvImport = await csvImport(app.address, ctx);
} finally {
  clearInterval(rssTimer);
  await pool.end();
  const appExited = app.child.exitCode !== null || app.child.signalCode !== null;
  if (appExited) console.error(`The server had exited (${app.child.exitCode ?? app.child.signalCode}); its last output:\n${serverTail.join('')}`);
  app.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
  if (!appExited) await new Promise((r) => app.child.once('exit', r));
  await embedded?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
extra.maxRssMb = Math.round(maxRssKb / 1024);

async function api(address, method, url, { token, csrf, body, headers = {} } = {}) {
  const res = await fetch(`${address}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(csrf ? { 'x-csrf-token': csrf, origin: address } : {}),
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Registers the bench user through the API, seeds its data through SQL, signs it in. */
async function seedAndSignIn(address) {
  const password = 'Bench!Passw0rd#2025';
  const user = { username: 'bench', email: 'bench@example.com', password, confirmPassword: password, firstName: 'Bench', lastName: 'User' };
  await api(address, 'POST', '/api/auth/register', { body: user, headers: { origin: address } });
  const login = await api(address, 'POST', '/api/auth/login', { body: { username: 'bench', password }, headers: { origin: address } });
  const userId = login.user.id;
  const started = performance.now();
  const seeded = await seed(pool, { userId, ecbFile: ecbCsvPath(root) });
  const seedMs = Math.round(performance.now() - started);
  console.log(`Seeded ${seeded.accounts.length} accounts, ${seeded.transactions} transactions, ${seeded.ratesImported} ECB rates in ${seedMs} ms`);
  const year = new Date().getUTCFullYear();
  return {
    userId,
    token: login.accessToken,
    csrf: login.csrfToken,
    auth: { authorization: `Bearer ${login.accessToken}` },
    login: { origin: address, username: 'bench', password },
    accountId: seeded.accounts[0].id,
    from: `${year - 4}-01-01`,
    to: `${year - 2}-12-31`,
    seed: { accounts: seeded.accounts.length, transactions: seeded.transactions, ecbRates: seeded.ratesImported, ms: seedMs },
  };
}

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: +sorted.at(-1).toFixed(2) };
}

/**
 * networth?range=all with an empty cache: each sample first posts one of the user's own rates
 * (a pair the data set never uses), which invalidates their cache, then times one request.
 */
async function coldNetworth(address, ctx) {
  const times = [];
  for (let i = 0; i < 12; i += 1) {
    await api(address, 'POST', '/api/fx/rates', { token: ctx.token, csrf: ctx.csrf, body: { date: '2001-01-01', base: 'NOK', quote: 'SEK', rate: 1 + i / 100 } });
    const t0 = performance.now();
    await api(address, 'GET', '/api/dashboard/networth?range=all', { token: ctx.token });
    if (i >= 2) times.push(performance.now() - t0); // two warm-ups
  }
  return stats(times);
}

/** The one statement behind networth?range=all, timed on its own against the same database. */
async function networthQuery(userId) {
  const sqlMod = await import(path.join(root, 'apps/server/dist/modules/dashboard/networth.sql.js'));
  const repo = await import(path.join(root, 'apps/server/dist/modules/dashboard/dashboard.repository.js'));
  const ctx = await repo.dashboardContext(pool, userId);
  const params = repo.statementParams(userId, repo.rangeStart('all', ctx), ctx.today, ctx.base);
  const times = [];
  for (let i = 0; i < 12; i += 1) {
    const t0 = performance.now();
    await pool.query(sqlMod.NETWORTH_SERIES_SQL, params);
    if (i >= 2) times.push(performance.now() - t0);
  }
  return { ...stats(times), days: params[1] + '..' + params[2] };
}

/** POST /api/transactions/import of a 100k-row CSV into a fresh account, timed end to end. */
async function csvImport(address, ctx) {
  const account = await api(address, 'POST', '/api/account', { token: ctx.token, csrf: ctx.csrf, body: { name: 'Import target', type: 'STOCKS', currency: 'EUR', balance: 1000 } });
  const lines = ['Date,Amount,Description,Category'];
  const start = Date.parse('2016-01-01T00:00:00Z');
  for (let i = 0; i < 100_000; i += 1) {
    const date = new Date(start + (i % 3000) * 86_400_000).toISOString().slice(0, 10);
    const amount = i % 4 === 0 ? (500 + (i % 97)).toFixed(2) : (-(1 + (i % 89) + (i % 7) / 10)).toFixed(2);
    lines.push(`${date},${amount},import line ${i},${i % 3 === 0 ? 'Groceries' : 'Salary'}`);
  }
  const form = new FormData();
  form.set('accountId', String(account.id));
  form.set('mapping', JSON.stringify({ date: 'Date', amount: 'Amount', description: 'Description', category: 'Category' }));
  form.set('dateFormat', 'YYYY-MM-DD');
  form.set('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'import.csv');
  const t0 = performance.now();
  const result = await api(address, 'POST', '/api/transactions/import', { token: ctx.token, csrf: ctx.csrf, body: form });
  return { ms: Math.round(performance.now() - t0), imported: result.imported, skipped: result.skipped, errors: result.errors?.length ?? 0 };
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
  ...extra,
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
const q = extra.networthQuery;
const c = extra.networthCold;
console.log(`networth?range=all cold (one request at a time, n=${c.n}): p50 ${c.p50} ms, p95 ${c.p95} ms, max ${c.max} ms`);
console.log(`its one SQL statement alone (${q.days}, n=${q.n}): p50 ${q.p50} ms, p95 ${q.p95} ms → cold/query ${extra.networthColdToQuery} (target ≤ 3)`);
const imp = extra.csvImport;
console.log(`CSV import of 100k rows: ${imp.ms} ms (imported ${imp.imported}, skipped ${imp.skipped}, errors ${imp.errors}; target ≤ 10000 ms)`);
console.log(`server RSS, max during the run: ${extra.maxRssMb} MB (target < 300 MB)`);
console.log('Written to bench/results.json');
