import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { homeLayouts } from '../../db/schema/index.js';

export async function findLayout(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ cardOrder: homeLayouts.cardOrder, hidden: homeLayouts.hidden })
    .from(homeLayouts)
    .where(eq(homeLayouts.userId, userId));
  return row ?? null;
}

/** Writes the lists given; a list left out keeps its stored value (or the default, empty). */
export async function saveLayout(
  db: DbOrTx,
  userId: number,
  patch: { cardOrder?: string[]; hidden?: string[] },
) {
  const [row] = await db
    .insert(homeLayouts)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: homeLayouts.userId, set: { ...patch, updatedAt: sql`now()` } })
    .returning({ cardOrder: homeLayouts.cardOrder, hidden: homeLayouts.hidden });
  return row!;
}
