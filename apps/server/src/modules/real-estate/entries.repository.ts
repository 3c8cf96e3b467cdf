import { type SQL, and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx, Executor } from '../../db/client.js';
import { propertyEntries } from '../../db/schema/index.js';

/** SQL of a property's income and expenses (kind INCOME / EXPENSE); scoped by the user (rule 4). */
export type EntryKind = 'INCOME' | 'EXPENSE';
export type EntryRow = typeof propertyEntries.$inferSelect;
export type EntryValues = Omit<typeof propertyEntries.$inferInsert, 'id' | 'userId' | 'kind'>;

/** The category every linked transaction carries, so the transactions list shows where it came from. */
export const LINKED_CATEGORY = 'Real estate';

export interface EntryFilter {
  propertyId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  category?: string | undefined;
}

export async function listEntries(db: DbOrTx, userId: number, kind: EntryKind, q: EntryFilter) {
  const where: SQL[] = [eq(propertyEntries.userId, userId), eq(propertyEntries.kind, kind)];
  if (q.propertyId !== undefined) where.push(eq(propertyEntries.propertyId, q.propertyId));
  if (q.from !== undefined) where.push(sql`${propertyEntries.date} >= ${q.from}::date`);
  if (q.to !== undefined) where.push(sql`${propertyEntries.date} <= ${q.to}::date`);
  if (q.category !== undefined) where.push(eq(propertyEntries.category, q.category));
  return db
    .select(getTableColumns(propertyEntries))
    .from(propertyEntries)
    .where(and(...where))
    .orderBy(sql`${propertyEntries.date} DESC, ${propertyEntries.id} DESC`);
}

export async function lockEntry(db: Executor, userId: number, kind: EntryKind, id: number) {
  const { rows } = await db.execute<{
    id: number;
    property_id: number;
    category: string;
    date: string;
    amount: string;
    description: string | null;
    account_id: number | null;
    transaction_id: string | null;
  }>(sql`
    SELECT id, property_id, category, date::text, amount::text, description, account_id,
           transaction_id FROM property_entries
    WHERE user_id = ${userId} AND kind = ${kind} AND id = ${id} FOR UPDATE`);
  return rows[0];
}

export async function findEntry(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select(getTableColumns(propertyEntries))
    .from(propertyEntries)
    .where(and(eq(propertyEntries.userId, userId), eq(propertyEntries.id, id)));
  return row;
}

export async function insertEntry(db: DbOrTx, userId: number, kind: EntryKind, v: EntryValues) {
  const [row] = await db
    .insert(propertyEntries)
    .values({ ...v, userId, kind })
    .returning({ id: propertyEntries.id });
  return row!.id;
}

export async function updateEntry(db: DbOrTx, userId: number, id: number, v: EntryValues) {
  await db
    .update(propertyEntries)
    .set(v)
    .where(and(eq(propertyEntries.userId, userId), eq(propertyEntries.id, id)));
}

export async function deleteEntry(db: DbOrTx, userId: number, id: number) {
  await db
    .delete(propertyEntries)
    .where(and(eq(propertyEntries.userId, userId), eq(propertyEntries.id, id)));
}

/** A linked entry's ledger side: one INCOME or EXPENSE transaction, posted by ledger/post.ts. */
export interface PostingValues {
  accountId: number;
  type: EntryKind;
  amount: string;
  description: string | null;
  date: string;
}

export async function updatePosting(db: Executor, userId: number, id: number, v: PostingValues) {
  await db.execute(sql`
    UPDATE transactions SET account_id = ${v.accountId}, amount = ${v.amount},
      description = ${v.description}, date = ${v.date}::date, updated_at = now()
    WHERE user_id = ${userId} AND id = ${id}`);
}

/** Deleting the transaction deletes its entry too (the FK cascades): one fact, gone at once. */
export async function deletePosting(db: Executor, userId: number, id: number) {
  await db.execute(sql`DELETE FROM transactions WHERE user_id = ${userId} AND id = ${id}`);
}

/** Every linked transaction of a property: a cascading property DELETE removes them first. */
export async function deletePropertyPostings(db: Executor, userId: number, propertyId: number) {
  await db.execute(sql`
    DELETE FROM transactions WHERE user_id = ${userId} AND id IN (
      SELECT transaction_id FROM property_entries
      WHERE user_id = ${userId} AND property_id = ${propertyId} AND transaction_id IS NOT NULL)`);
}
