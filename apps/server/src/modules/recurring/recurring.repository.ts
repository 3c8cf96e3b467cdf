import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Executor } from '../../db/client.js';
import { recurringItems, recurringSkips } from '../../db/schema/index.js';
import { ensureCategories } from '../../ledger/categories.js';
import { userTimezone } from '../../ledger/user-time.js';

/** SQL of the recurring items; every query is scoped by the user's id (DESIGN rule 4). */
export type RecurringRow = typeof recurringItems.$inferSelect & { currency: string };
export type RecurringValues = Omit<
  typeof recurringItems.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

const columnsWithCurrency = sql`r.id, r.user_id AS "userId", r.name, r.account_id AS "accountId",
  r.to_account_id AS "toAccountId", r.type, r.amount::text AS amount, r.category, r.description,
  r.rrule, r.start_date::text AS "startDate", r.end_date::text AS "endDate", r.weekend,
  r.auto_post AS "autoPost", r.property_id AS "propertyId", r.created_at AS "createdAt", r.updated_at AS "updatedAt", a.currency`;

export async function list(db: Executor, userId: number, id?: number): Promise<RecurringRow[]> {
  const { rows } = await db.execute<RecurringRow>(sql`
    SELECT ${columnsWithCurrency}
    FROM recurring_items r JOIN accounts a ON a.user_id = r.user_id AND a.id = r.account_id
    WHERE r.user_id = ${userId} ${id === undefined ? sql`` : sql`AND r.id = ${id}`}
    ORDER BY lower(r.name), r.id`);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

export async function insert(db: DbOrTx, userId: number, v: RecurringValues): Promise<number> {
  const [row] = await db
    .insert(recurringItems)
    .values({ userId, ...v })
    .returning({ id: recurringItems.id });
  return row!.id;
}

// Any constant: with the user id it names one advisory lock per user for the item limit.
const LIMIT_LOCK_CLASS = 41_828;

/** Inserts the item unless the user already keeps `max` (null then); two at once queue. */
export async function insertWithinLimit(
  db: Database,
  userId: number,
  v: RecurringValues,
  max: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIMIT_LOCK_CLASS}, ${userId})`);
    const { rows } = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM recurring_items WHERE user_id = ${userId}`,
    );
    if (rows[0]!.n >= max) return null;
    const id = await insert(tx, userId, v);
    await ensureNameOf(tx, userId, v);
    return id;
  });
}

export async function update(db: Database, userId: number, id: number, v: RecurringValues) {
  await db.transaction(async (tx) => {
    await tx
      .update(recurringItems)
      .set({ ...v, updatedAt: sql`now()` })
      .where(and(eq(recurringItems.userId, userId), eq(recurringItems.id, id)));
    await ensureNameOf(tx, userId, v);
  });
}

/**
 * The item's category joins the user's list in its DB transaction (categories are complete before
 * any use); a property's item carries an entry code (RENT), not a category.
 */
async function ensureNameOf(tx: Executor, userId: number, v: RecurringValues) {
  if (v.propertyId == null)
    await ensureCategories(tx, userId, [{ name: v.category, type: v.type }]);
}

/** Deletes the item; the transactions it posted stay, unlinked by its trigger (migration 0030). */
export async function remove(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(recurringItems)
    .where(and(eq(recurringItems.userId, userId), eq(recurringItems.id, id)))
    .returning({ id: recurringItems.id });
  return rows.length > 0;
}

/** The skipped and the posted occurrences of the user's items (by rule date). */
export async function marks(db: Executor, userId: number) {
  const { rows } = await db.execute<{
    recurring_id: number;
    occurrence: string;
    transaction_id: string | null;
  }>(sql`
    SELECT recurring_id, occurrence::text AS occurrence, NULL::text AS transaction_id
    FROM recurring_skips WHERE user_id = ${userId}
    UNION ALL
    SELECT recurring_id, occurrence::text, id::text FROM transactions
    WHERE user_id = ${userId} AND recurring_id IS NOT NULL`);
  return rows;
}

export async function addSkip(db: DbOrTx, userId: number, recurringId: number, occurrence: string) {
  await db.insert(recurringSkips).values({ userId, recurringId, occurrence }).onConflictDoNothing();
}

export async function postedTransactionId(
  db: Executor,
  userId: number,
  recurringId: number,
  occurrence: string,
): Promise<number | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    SELECT id FROM transactions
    WHERE user_id = ${userId} AND recurring_id = ${recurringId} AND occurrence = ${occurrence}::date`);
  return rows[0] ? Number(rows[0].id) : null;
}

/** Marks a transaction written elsewhere (a property entry's) as the occurrence it posts. */
export async function markPosted(
  db: Executor,
  userId: number,
  transactionId: number,
  recurringId: number,
  occurrence: string,
) {
  await db.execute(sql`
    UPDATE transactions SET recurring_id = ${recurringId}, occurrence = ${occurrence}::date
    WHERE user_id = ${userId} AND id = ${transactionId}`);
}

/**
 * Every auto-posting item of every user with that user's today and the first day it may post:
 * its start, or the day it was created if later (an item is not back-filled for years).
 */
export async function autoPostItems(db: Executor) {
  const { rows } = await db.execute<{
    id: number;
    user_id: number;
    today: string;
    since: string;
  }>(sql`
    SELECT r.id, r.user_id, x.today::text AS today,
           greatest(r.start_date, (r.created_at AT TIME ZONE x.tz)::date)::text AS since
    FROM recurring_items r
    CROSS JOIN LATERAL (
      SELECT ${userTimezone(sql`r.user_id`)} AS tz
    ) z
    CROSS JOIN LATERAL (SELECT z.tz, (now() AT TIME ZONE z.tz)::date AS today) x
    WHERE r.auto_post
    ORDER BY r.user_id, r.id`);
  return rows;
}
