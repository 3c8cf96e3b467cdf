// `node scripts/balancer.mjs` (issue 35; .ci/run runs it when PostgreSQL and Redis answer): two
// instances of the built server on one PostgreSQL database and one Redis, behind HAProxy with
// deploy/haproxy.cfg, and what an operator relies on, checked one step at a time. Exits 1 on the
// first broken promise. BALANCER_DATABASE_URL / BALANCER_REDIS_URL: the servers to use.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { Client, loginLimitAcross, sessionAcross, uploadAcross } from './lib/balancer-client.mjs';
import {
  ensureHaproxy,
  freePort,
  root,
  startHaproxy,
  startRedis,
  startInstance,
  stopChild,
  waitFor,
  which,
} from './lib/balancer-cluster.mjs';
import { countWrites, freshAcross, readThroughput, writeLoad } from './lib/balancer-load.mjs';
import { seedAndSignIn } from '../bench/seed-all.mjs';

const serverUrl =
  process.env.BALANCER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// A Redis of its own when Debian's redis-server is here (the outage step stops and restarts it).
const redisBin = which('redis-server');
const redisPort = await freePort();
let ownRedis = redisBin ? await startRedis(redisBin, redisPort) : undefined;
const redisUrl = ownRedis
  ? `redis://127.0.0.1:${redisPort}`
  : (process.env.BALANCER_REDIS_URL ?? 'redis://127.0.0.1:6379/11');
const DRAIN_MS = 2500;
const LOGIN_MAX = 6;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const check = (ok, what, detail = '') => {
  if (!ok) throw new Error(`✗ ${what}${detail ? `: ${detail}` : ''}`);
  console.log(`   ✓ ${what}`);
};

const name = `wealthlog_balancer_${process.pid}`;
const admin = new pg.Pool({ connectionString: serverUrl, max: 2 });
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const pool = new pg.Pool({ connectionString: url.href, max: 2 });
const flushRedis = async () => {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  redis.disconnect();
};
await flushRedis();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-balancer-'));
const [front, portA, portB] = [await freePort(), await freePort(), await freePort()];
const publicUrl = `http://127.0.0.1:${front}`;
const env = {
  DATABASE_URL: url.href,
  REDIS_URL: redisUrl,
  JWT_SECRET: randomBytes(48).toString('base64url'),
  PUBLIC_URL: publicUrl,
  TRUST_PROXY: '127.0.0.1',
  SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  RATE_LIMIT_LOGIN_MAX: String(LOGIN_MAX),
  RATE_LIMIT_GLOBAL_MAX: '1000000',
};
const instances = [];
let haproxy;
// Each instance its own data directory: they share only PostgreSQL and Redis (ADR 0035).
const start = (label, port) => {
  const i = startInstance(label, port, { ...env, DATA_DIR: path.join(dir, `data-${label}`) });
  instances.push(i);
  return i;
};
let status = 0;
try {
  console.log(`== two instances behind HAProxy (${ensureHaproxy()}), database ${name}`);
  // 1. Both at the same moment on an empty database: the migrations run once.
  let a = start('A', portA);
  let b = start('B', portB);
  await Promise.all([waitFor(`${a.url}/api/health/live`), waitFor(`${b.url}/api/health/live`)]);
  const journal = JSON.parse(
    fs.readFileSync(path.join(root, 'apps/server/dist/db/migrations/meta/_journal.json'), 'utf8'),
  );
  const { rows: applied } = await pool.query(
    'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS d FROM drizzle.__drizzle_migrations',
  );
  check(
    applied[0].n === journal.entries.length && applied[0].d === applied[0].n,
    `both started at once on an empty database; ${applied[0].n} migrations applied once each`,
  );
  haproxy = startHaproxy(ensureHaproxy(), dir, { front, app1: portA, app2: portB });
  await waitFor(`${publicUrl}/api/health/live`);

  // 2. A user, signed in on A; every later step names the instance it goes to.
  const user = new Client(publicUrl);
  const password = 'Balancer!Passw0rd#2025';
  await user.ok(
    publicUrl,
    'POST',
    '/api/auth/register',
    {
      username: 'balancer',
      email: 'balancer@example.com',
      password,
      confirmPassword: password,
      firstName: 'Bal',
      lastName: 'Ancer',
    },
    201,
  );
  await user.login(a.url, 'balancer', password);
  const me = await user.ok(b.url, 'GET', '/api/auth/me');
  check(me.user?.username === 'balancer', 'a session started on A is honoured by B');
  const opening = { name: 'Checking', type: 'CASH', currency: 'EUR', balance: 1_000_000 };
  const account = await user.ok(a.url, 'POST', '/api/account', opening, 201);

  // 3. Every cached answer, read on one instance right after a write on the other.
  await freshAcross(user, a, b, { accountId: account.id, opening: opening.balance }, check);

  // 3b. An upload through A, downloaded through B.
  await uploadAcross(user, a, b, check);

  // 4. Refresh rotation on B, reuse of the old cookie on A: the whole family is revoked.
  await sessionAcross(user, a, b, check);
  await user.login(b.url, 'balancer', password);

  // 5. A SIGTERM to A under a steady write load: drained, nothing lost, nothing twice.
  const load = writeLoad(user, publicUrl, account.id, { tag: 'drain' });
  await sleep(1500);
  const t0 = performance.now();
  a.child.kill('SIGTERM');
  const gone = await a.exited;
  const leftMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 1000));
  const drained = await load.stop();
  const drainedDb = await countWrites(pool, me.user.id, drained.acknowledged);
  console.log(
    `   SIGTERM: ${drained.sent} writes, ${drained.acknowledged.length} acknowledged, A left in ${Math.round(leftMs)} ms (exit ${gone.code})`,
  );
  check(gone.code === 0, 'A drained and exited 0');
  check(
    drained.retried.length === 0 && drained.failed.length === 0,
    'no write failed or needed a retry by the client',
    JSON.stringify(drained.retried.slice(0, 3)),
  );
  check(
    drainedDb.missing.length === 0 && drainedDb.twice.length === 0,
    'every acknowledged write is in the database once',
    JSON.stringify(drainedDb),
  );

  a = start('A', portA);
  await waitFor(`${a.url}/api/health/live`);
  await new Promise((r) => setTimeout(r, 2500)); // two good checks: back in the pool

  // 6. kill -9 of B under the same load: acknowledged writes kept, A keeps serving.
  const load2 = writeLoad(user, publicUrl, account.id, { tag: 'kill' });
  await new Promise((r) => setTimeout(r, 1500));
  b.child.kill('SIGKILL');
  await b.exited;
  await new Promise((r) => setTimeout(r, 2000));
  const killed = await load2.stop();
  const killedDb = await countWrites(pool, me.user.id, killed.acknowledged);
  console.log(
    `   kill -9: ${killed.sent} writes, ${killed.acknowledged.length} acknowledged, ${killed.retried.length} retried by the client, ${killedDb.twice.length} twice`,
  );
  // A request B had claimed when it died stays "in progress" (409) for its key until the claim
  // is abandoned (a minute): the client cannot know whether it was done. Only those may be open.
  const inDoubt = killed.failed.filter((f) => f.last === '409 BUS_004');
  console.log(`   ${inDoubt.length} in doubt (claimed by B when it died)`);
  check(
    killed.failed.length === inDoubt.length && inDoubt.length <= 6,
    'every other write was acknowledged in the end (the client retried)',
    JSON.stringify(killed.failed.slice(0, 3)),
  );
  check(
    killedDb.missing.length === 0,
    'every acknowledged write is in the database',
    JSON.stringify(killedDb.missing.slice(0, 3)),
  );
  check(
    (await user.call(publicUrl, 'GET', '/api/account')).status === 200,
    'the balancer keeps serving through A',
  );
  b = start('B', portB);
  await waitFor(`${b.url}/api/health/live`);

  // 7. Redis stopped and started again under the write load: served throughout, nothing lost.
  if (ownRedis) {
    const load3 = writeLoad(user, publicUrl, account.id, { tag: 'redis' });
    await sleep(1000);
    await stopChild(ownRedis, 'SIGKILL');
    await sleep(1500);
    const during = await Promise.all([
      user.call(publicUrl, 'GET', '/api/dashboard/networth/summary'),
      user.call(a.url, 'GET', '/api/health'),
    ]);
    ownRedis = await startRedis(redisBin, redisPort);
    await sleep(1500);
    const outage = await load3.stop();
    const outageDb = await countWrites(pool, me.user.id, outage.acknowledged);
    check(
      during[0].status === 200 && during[1].status === 503,
      'with Redis down, reads are answered and /api/health says what is wrong',
    );
    check(
      outage.failed.length === 0 && outageDb.missing.length === 0 && outageDb.twice.length === 0,
      `Redis stopped and started under load: ${outage.acknowledged.length} writes acknowledged, none lost or twice`,
      JSON.stringify({ failed: outage.failed.slice(0, 3), ...outageDb }),
    );
    // Both instances back on Redis (their health says so) before the limits are counted again.
    await Promise.all([waitFor(`${a.url}/api/health`), waitFor(`${b.url}/api/health`)]);
  } else console.log('   (no redis-server here: the Redis outage step is skipped)');

  // 8. The bench's data set for the figures (step 9); login attempts counted across instances.
  const bench = await seedAndSignIn(publicUrl, pool, root);
  await loginLimitAcross(new Client(publicUrl), a, b, LOGIN_MAX, check);

  // 9. Figures: the bench's read mix on its data set, warmed first; both instances, then A alone.
  const two = await readThroughput(publicUrl, bench.token, 5, 3);
  await stopChild(b.child);
  await sleep(1500);
  const one = await readThroughput(publicUrl, bench.token);
  const figure = (x) => `${x.rps} req/s, p97.5 ${x.p95} ms`;
  check(
    two.bad + one.bad === 0,
    `bench read mix via HAProxy: two ${figure(two)}; one ${figure(one)}`,
  );
} catch (err) {
  status = 1;
  console.error(err.message);
  for (const i of instances)
    console.error(`-- ${i.name} (port ${i.port}):\n${i.output().slice(-3000)}`);
  if (haproxy) console.error(`-- haproxy:\n${haproxy.output().slice(-3000)}`);
} finally {
  for (const i of instances) await stopChild(i.child);
  if (haproxy) await stopChild(haproxy.child);
  await pool.end();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  if (ownRedis) await stopChild(ownRedis);
  else await flushRedis();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
