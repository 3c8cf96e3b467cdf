import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { checkpointIfEmbedded } from './checkpoint.js';

/**
 * Merges the search index's pending list, which a large import fills (ADR 0009): run after the
 * import has committed and answered, so the next search reads a merged index. Then, on the
 * embedded database, a checkpoint that frees the import's WAL (ADR 0031).
 */
export async function mergeSearchIndex(db: Database): Promise<void> {
  await db.execute(sql`SELECT gin_clean_pending_list('transactions_search_trgm_idx'::regclass)`);
  await checkpointIfEmbedded(db);
}
