import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { EMBEDDED_SETTING } from '../db/embedded.js';

export type CheckpointOutcome = 'done' | 'not embedded' | 'refused';

/**
 * After a bulk import has committed (ADR 0031): on the embedded PostgreSQL, a CHECKPOINT, so the
 * import's WAL (hundreds of MB for 100k lines) is deleted now instead of sitting in pg_wal until
 * the next timed checkpoint. An operator's own PostgreSQL is theirs to tune: nothing is asked of
 * it. If the server refuses (CHECKPOINT needs superuser or pg_checkpoint), the timed checkpoint
 * will do the same a few minutes later: nothing is lost, so the refusal is only answered.
 */
export async function checkpointIfEmbedded(db: Database): Promise<CheckpointOutcome> {
  const { rows } = await db.execute<{ embedded: string | null }>(
    sql`SELECT current_setting(${EMBEDDED_SETTING}, true) AS embedded`,
  );
  if (rows[0]?.embedded !== 'on') return 'not embedded';
  try {
    await db.execute(sql`CHECKPOINT`);
    return 'done';
  } catch (err) {
    // 42501 insufficient_privilege: a role without pg_checkpoint (drizzle wraps the driver's error).
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '42501') return 'refused';
    throw err;
  }
}
