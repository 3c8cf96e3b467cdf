import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * A table that posts into accounts (transactions today; trades, loan payments, property income and
 * expenses next). Each area owns its source in `modules/<area>/<area>.postings.ts`, with the
 * trigger migration that keeps account_daily_deltas in step with its rows, and declares it in its
 * `<area>.area.ts` (ADR 0007, ADR 0023); the ledger is handed the declared sources (context.ts). Deleting an account asks every source whether it has rows for it (409
 * BUS_004 without ?cascade=true) and, with cascade, has each remove them.
 */
export interface PostingSource {
  /** Unique among the declared sources (areas/areas.test.ts checks it). */
  name: string;
  /**
   * Every leg this source posts for the user, as rows (account_id, day, delta): the same legs its
   * trigger writes into account_daily_deltas, so the ledger invariant (invariant.ts) can be checked.
   */
  legs(userId: number): SQL;
  exists(db: Executor, userId: number, accountId: number): Promise<boolean>;
  remove(db: Executor, userId: number, accountId: number): Promise<void>;
}
