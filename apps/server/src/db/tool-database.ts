import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import {
  acquireInstanceLock,
  dataPaths,
  ensureDataDir,
  InstanceLockedError,
  loadOrCreateSecrets,
} from '../data-dir.js';
import { createDb, type DbHandle, isConnectionError } from './client.js';
import { EMBEDDED_DATABASE, embeddedUrl, startEmbeddedPostgres } from './embedded.js';
import { pendingMigrations, runMigrations } from './migrate.js';
import { StartupError } from './pg-launch.js';
import { moveUploadFilesIn } from '../lib/upload-files-move.js';

/**
 * The database of a command-line tool (npm run backup, npm run restore), found from the server's
 * own configuration:
 * - DATABASE_URL when set, migrated as a server start would;
 * - else the embedded PostgreSQL in DATA_DIR/pg: when a WealthLog holds the instance lock, its
 *   running server (port from postmaster.pid, password from secrets.json), which is never stopped
 *   nor migrated by the tool; when none does, one started for the tool under the instance lock
 *   (so `npm start` waits its turn), migrated, and stopped by `close()`.
 */
export interface ToolDatabase {
  handle: DbHandle;
  /** The pid of the WealthLog running on DATA_DIR while the tool works, or null. */
  running: number | null;
  /** This process holds DATA_DIR's instance lock: nobody else writes in it meanwhile. */
  exclusive: boolean;
  close(): Promise<void>;
}

/** Connections a tool needs: the backup's snapshot and the restore's transaction, and one spare. */
const POOL = 3;

/** A database the tool cannot reach (or not in the state it needs), said in one line. */
export class UnreachableDatabaseError extends StartupError {}

export async function openToolDatabase(
  config: Config,
  logger: Logger,
  opts: { create: boolean },
): Promise<ToolDatabase> {
  if (config.DATABASE_URL) {
    const u = new URL(config.DATABASE_URL);
    const handle = createDb(config.DATABASE_URL, POOL);
    await reach(handle, `the database of DATABASE_URL (${u.host}${u.pathname})`, () =>
      prepare(handle.pool, config.DATA_DIR, logger),
    );
    return { handle, running: null, exclusive: false, close: () => handle.close() };
  }
  const paths = dataPaths(config.DATA_DIR);
  if (!opts.create && !fs.existsSync(path.join(paths.pg, 'PG_VERSION'))) {
    throw new StartupError(
      `There is no WealthLog database in ${paths.pg}: set DATA_DIR (or DATABASE_URL) to the one to back up.`,
    );
  }
  ensureDataDir(config.DATA_DIR);
  let lock: ReturnType<typeof acquireInstanceLock>;
  try {
    lock = acquireInstanceLock(config.DATA_DIR);
  } catch (err) {
    if (err instanceof InstanceLockedError) return attach(config.DATA_DIR, err.pid);
    throw err;
  }
  try {
    const secrets = loadOrCreateSecrets(config.DATA_DIR);
    const embedded = await startEmbeddedPostgres({
      dir: paths.pg,
      password: secrets.pgPassword,
      database: EMBEDDED_DATABASE,
      logger,
    });
    const handle = createDb(embedded.url, POOL);
    const close = async () => {
      await handle.close().catch(() => undefined);
      await embedded.stop();
      lock.release();
    };
    try {
      await prepare(handle.pool, config.DATA_DIR, logger);
    } catch (err) {
      await close();
      throw err;
    }
    return { handle, running: null, exclusive: true, close };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/**
 * Migrated as a server start would, the upload files of an older version moved in (ADR 0035):
 * a backup taken before the server's first start on the new version still holds them.
 */
async function prepare(pool: pg.Pool, dataDir: string, logger: Logger) {
  await runMigrations(pool);
  await moveUploadFilesIn(pool, dataDir, logger);
}

/** The running WealthLog's embedded server: it stays up, its schema as it is. */
async function attach(dataDir: string, pid: number): Promise<ToolDatabase> {
  const paths = dataPaths(dataDir);
  const notUp = new UnreachableDatabaseError(
    `WealthLog (pid ${pid}) is running on ${dataDir} but its database is not ready: try again in a moment.`,
  );
  let pidFile: string[];
  let password: string | undefined;
  try {
    pidFile = fs.readFileSync(path.join(paths.pg, 'postmaster.pid'), 'utf8').split('\n');
    password = (JSON.parse(fs.readFileSync(paths.secrets, 'utf8')) as { pgPassword?: string })
      .pgPassword;
  } catch {
    throw notUp;
  }
  // postmaster.pid: pid, data directory, start time, port, socket directory, address, shared
  // memory key, status (PostgreSQL's documented layout).
  const port = Number.parseInt(pidFile[3] ?? '', 10);
  if (!Number.isInteger(port) || !password || (pidFile[7]?.trim() ?? 'ready') !== 'ready') {
    throw notUp;
  }
  const handle = createDb(embeddedUrl(port, password), POOL);
  const where = `the database of the WealthLog running on ${dataDir} (pid ${pid}, port ${port})`;
  const pending = await reach(handle, where, () => pendingMigrations(handle.pool));
  if (pending > 0) {
    await handle.close();
    throw new StartupError(
      `The WealthLog running on ${dataDir} (pid ${pid}) is older than this code (its database lacks ${pending} migration${pending === 1 ? '' : 's'}): restart it (npm start), then try again.`,
    );
  }
  return { handle, running: pid, exclusive: false, close: () => handle.close() };
}

/** Runs the first queries; a database that does not answer (or refuses us) becomes one line. */
async function reach<T>(handle: DbHandle, where: string, first: () => Promise<T>): Promise<T> {
  try {
    return await first();
  } catch (err) {
    await handle.close().catch(() => undefined);
    const e = err as { code?: string; message?: string };
    // 28P01/28000: the password or the role is refused; 3D000: no such database.
    if (isConnectionError(err) || ['28P01', '28000', '3D000'].includes(e.code ?? '')) {
      throw new UnreachableDatabaseError(`Cannot reach ${where}: ${e.message || e.code}`);
    }
    throw err;
  }
}
