import { WORK_MEM } from './session-settings.js';

/** A setting only the embedded server is started with: the app's way to tell it owns the server. */
export const EMBEDDED_SETTING = 'wealthlog.embedded';

// ADR 0031: pg_wal keeps only what crash recovery replays (one node, no replica, no archive).
const WAL_SETTINGS = '-c max_wal_size=128MB -c min_wal_size=32MB -c wal_recycle=off'.split(' ');

/** What the server is sized for; without it, PostgreSQL's defaults (the test suite's many pools). */
export interface EmbeddedSizing {
  maxConnections: number;
  sharedBuffers: string;
}

/**
 * One household's server (issue 34): connections for the app's pool and a few tools (backup,
 * the bench's seed), and 32 MB of shared buffers instead of PostgreSQL's 128 MB. A household's
 * database (~230 MB for the bench's 100k transactions, trades and prices) is read through the
 * operating system's page cache either way. Paired on a quiet machine (BENCH_SHARED_BUFFERS,
 * `BENCH_ONLY='transactions|footprint'`), 32 MB took PostgreSQL's PSS after the reads and the
 * 100k import from 260 to 163 MB, and every transaction list's p95 stayed within 2 ms of
 * 128 MB's (unfiltered 34 vs 34 ms, filtered 22 vs 23, text search 40 vs 42, deep page 16 vs 18).
 * (An earlier paired run on a busy machine had seen the lists' p95 rise 20–40 %.)
 */
export function householdSizing(poolSize: number): EmbeddedSizing {
  return { maxConnections: poolSize + 10, sharedBuffers: '32MB' };
}

/** The `postgres` command line's settings after its data directory. */
export function serverSettings(port: number, sizing?: EmbeddedSizing): string[] {
  return [
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    // The server default too, for its other clients (the bench seed, backups).
    '-c',
    `work_mem=${WORK_MEM}`,
    ...WAL_SETTINGS,
    ...(sizing
      ? [
          '-c',
          `max_connections=${sizing.maxConnections}`,
          '-c',
          `shared_buffers=${sizing.sharedBuffers}`,
        ]
      : []),
    '-c',
    `${EMBEDDED_SETTING}=on`, // how the app knows it owns this server (ledger/checkpoint.ts)
  ];
}
