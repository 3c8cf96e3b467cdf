import type pg from 'pg';

/** One snapshot of the database on one connection, read in a fixed order. */
export interface Snapshot {
  client: pg.PoolClient;
}

/**
 * Opens a REPEATABLE READ, READ ONLY transaction: every kind is read from the same snapshot, so a
 * write made while the backup streams (a transfer, a trade and its fills) is wholly in it or not at
 * all. The pool's 30 s statement timeout is lifted for it: a large backup streams for longer.
 */
export async function openSnapshot(pool: pg.Pool): Promise<Snapshot> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await client.query('SET LOCAL statement_timeout = 0');
    return { client };
  } catch (err) {
    client.release(err as Error);
    throw err;
  }
}

export async function closeSnapshot(s: Snapshot, err?: Error): Promise<void> {
  try {
    await s.client.query('ROLLBACK');
    s.client.release();
  } catch (e) {
    s.client.release((err ?? e) as Error);
  }
}
