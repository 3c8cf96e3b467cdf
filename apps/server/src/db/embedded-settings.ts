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
 * the bench's seed). Shared buffers stay at PostgreSQL's 128 MB for now: 32 MB took 120 MB off
 * PostgreSQL's PSS after the bench's reads (267 → 145 MB), but the transaction lists' p95 rose
 * 20–40 % in the paired run; to be settled on a quiet machine before the reads pay for it.
 */
export function householdSizing(poolSize: number): EmbeddedSizing {
  return { maxConnections: poolSize + 10, sharedBuffers: '128MB' };
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
