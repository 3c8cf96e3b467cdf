import type { CategoryKind } from '@wealthlog/core';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Executor } from '../../db/client.js';
import { expenseCategories } from '../../db/schema/index.js';
import { ensureSeeded } from '../../ledger/categories.js';

/** SQL of the categories area; every query is scoped by the user's id (DESIGN rule 4). */
export type CategoryRow = typeof expenseCategories.$inferSelect;

/**
 * The categories with how many transactions carry each name (any case, as the filter matches); a
 * split transaction counts once per line (ADR 0015).
 */
export async function listWithCounts(db: Executor, userId: number) {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    kind: CategoryKind;
    group: string | null;
    color: string | null;
    count: number;
    created_at: Date | string;
  }>(sql`
    SELECT c.id, c.name, c.kind, c."group", c.color, coalesce(n.count, 0)::int AS count, c.created_at
    FROM expense_categories c
    LEFT JOIN (
      SELECT lname, count(*) AS count FROM (
        SELECT lower(category) AS lname FROM transactions
        WHERE user_id = ${userId} AND category IS NOT NULL
        UNION ALL
        SELECT lower(category) FROM transaction_splits WHERE user_id = ${userId}
      ) u GROUP BY 1
    ) n ON n.lname = lower(c.name)
    WHERE c.user_id = ${userId}
    ORDER BY c.kind DESC, c."group" NULLS FIRST, lower(c.name)`);
  return rows;
}

/**
 * A user's first look at the list seeds it (ledger/categories.ts: the defaults in their language,
 * then every name their data uses); a user with a list is left alone.
 */
export async function seedIfEmpty(db: DbOrTx, userId: number): Promise<void> {
  await db.transaction((tx) => ensureSeeded(tx, userId));
}

export async function findById(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(expenseCategories)
    .where(and(eq(expenseCategories.userId, userId), eq(expenseCategories.id, id)));
  return row;
}

export async function findByName(db: DbOrTx, userId: number, name: string) {
  const [row] = await db
    .select()
    .from(expenseCategories)
    .where(
      and(
        eq(expenseCategories.userId, userId),
        sql`lower(${expenseCategories.name}) = lower(${name})`,
      ),
    );
  return row;
}

export interface CategoryValues {
  name: string;
  kind: CategoryKind;
  group: string | null;
  color: string | null;
}

export async function insert(db: DbOrTx, userId: number, v: CategoryValues) {
  const [row] = await db
    .insert(expenseCategories)
    .values({ userId, ...v })
    .returning();
  return row!;
}

export async function update(db: DbOrTx, userId: number, id: number, v: CategoryValues) {
  await db
    .update(expenseCategories)
    .set(v)
    .where(and(eq(expenseCategories.userId, userId), eq(expenseCategories.id, id)));
}

/**
 * Every use of a category's name becomes `to`: the transactions, the lines of split transactions
 * (their parents' updated_at moves too, as their answer changes) and the recurring items that
 * carry it (any case). One statement each, in the caller's DB transaction.
 */
export async function renameUses(tx: Executor, userId: number, from: string, to: string) {
  await tx.execute(sql`
    UPDATE transactions SET category = ${to}, updated_at = now()
    WHERE user_id = ${userId} AND lower(category) = lower(${from})`);
  await tx.execute(sql`
    WITH lines AS (
      UPDATE transaction_splits SET category = ${to}
      WHERE user_id = ${userId} AND lower(category) = lower(${from})
      RETURNING transaction_id
    )
    UPDATE transactions SET updated_at = now()
    WHERE user_id = ${userId} AND id IN (SELECT transaction_id FROM lines)`);
  // A property's item carries an entry code ('RENT'), not one of the user's categories: renaming
  // the user's 'Rent' must not turn it into a code no property entry takes.
  await tx.execute(sql`
    UPDATE recurring_items SET category = ${to}, updated_at = now()
    WHERE user_id = ${userId} AND lower(category) = lower(${from}) AND property_id IS NULL`);
}

/** Does any transaction, split line or recurring item carry the name? */
export async function inUse(db: Executor, userId: number, name: string): Promise<boolean> {
  const { rows } = await db.execute<{ used: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM transactions WHERE user_id = ${userId} AND lower(category) = lower(${name}))
        OR EXISTS (SELECT 1 FROM transaction_splits WHERE user_id = ${userId} AND lower(category) = lower(${name}))
        OR EXISTS (SELECT 1 FROM recurring_items WHERE user_id = ${userId} AND lower(category) = lower(${name}) AND property_id IS NULL)
       AS used`);
  return rows[0]!.used;
}

/**
 * Merging `from` into `into`: `from`'s budget rows move to `into` for the months `into` has none
 * of its own (its own budget wins), then `from` goes with whatever budget rows are left.
 */
export async function mergeBudgetsAndDelete(
  tx: Executor,
  userId: number,
  from: number,
  into: number,
) {
  await tx.execute(sql`
    INSERT INTO budgets (user_id, category_id, month, amount, rollover, active)
    SELECT user_id, ${into}, month, amount, rollover, active FROM budgets
    WHERE user_id = ${userId} AND category_id = ${from}
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    DELETE FROM expense_categories WHERE user_id = ${userId} AND id = ${from}`);
}

export async function remove(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(expenseCategories)
    .where(and(eq(expenseCategories.userId, userId), eq(expenseCategories.id, id)))
    .returning({ id: expenseCategories.id });
  return rows.length > 0;
}
