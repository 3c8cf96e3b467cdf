import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import { SESSION_SETTINGS } from './session-settings.js';

export type Database = NodePgDatabase<typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. Declared here once (ADR 0008). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A repository function that runs inside or outside a transaction takes either. */
export type DbOrTx = Database | Tx;
/** Anything that runs a `sql` template: the pool-backed db or a transaction. */
export type Executor = Pick<Database, 'execute'>;

// NUMERIC and BIGINT arrive as strings so money never passes through a float on the way in;
// DATE stays a 'YYYY-MM-DD' string instead of a local-midnight Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export interface DbHandle {
  pool: pg.Pool;
  db: Database;
  close(): Promise<void>;
}

export function createDb(url: string, poolSize: number): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast when the server is gone, so health turns red in seconds and requests answer 503.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 30_000,
    application_name: 'wealthlog',
    options: SESSION_SETTINGS,
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return {
    pool,
    db,
    close: () => pool.end(),
  };
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** True for errors that mean "the database is unreachable", as opposed to a bad query. */
export function isConnectionError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: string; message?: string };
  if (e.code && CONNECTION_ERROR_CODES.has(e.code)) return true;
  const m = e.message ?? '';
  return (
    m.includes('Connection terminated') ||
    m.includes('timeout exceeded when trying to connect') ||
    m.includes('Client has encountered a connection error')
  );
}
