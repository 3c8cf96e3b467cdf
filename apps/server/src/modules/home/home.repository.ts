import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { homeDismissals } from '../../db/schema/index.js';

/** The ids among `ids` the user dismissed. */
export async function dismissedOf(db: Database, userId: number, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: homeDismissals.itemId })
    .from(homeDismissals)
    .where(and(eq(homeDismissals.userId, userId), inArray(homeDismissals.itemId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Dismisses an item (again: no change). */
export async function dismiss(db: Database, userId: number, itemId: string) {
  await db.insert(homeDismissals).values({ userId, itemId }).onConflictDoNothing();
}
