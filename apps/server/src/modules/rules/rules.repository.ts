import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Executor } from '../../db/client.js';
import { rules } from '../../db/schema/index.js';
import { ensureCategories } from '../../ledger/categories.js';

/** SQL of the rules; every query is scoped by the user's id (DESIGN rule 4). */
export type RuleRow = typeof rules.$inferSelect;
export type RuleValues = Omit<typeof rules.$inferInsert, 'id' | 'userId' | 'createdAt'>;

export async function list(db: DbOrTx, userId: number): Promise<RuleRow[]> {
  return db
    .select()
    .from(rules)
    .where(eq(rules.userId, userId))
    .orderBy(asc(rules.position), asc(rules.id));
}

export async function one(db: DbOrTx, userId: number, id: number): Promise<RuleRow | undefined> {
  const [row] = await db
    .select()
    .from(rules)
    .where(and(eq(rules.userId, userId), eq(rules.id, id)));
  return row;
}

/** A new rule goes last unless it names its position. */
export async function insert(
  db: DbOrTx,
  userId: number,
  v: Omit<RuleValues, 'position'> & { position?: number | undefined },
) {
  const position =
    v.position ??
    Number(
      (
        await db.execute<{ next: string }>(sql`
          SELECT coalesce(max(position) + 1, 0)::text AS next FROM rules WHERE user_id = ${userId}`)
      ).rows[0]!.next,
    );
  const [row] = await db
    .insert(rules)
    .values({ userId, ...v, position })
    .returning({ id: rules.id });
  return row!.id;
}

export async function update(db: DbOrTx, userId: number, id: number, v: RuleValues) {
  await db
    .update(rules)
    .set(v)
    .where(and(eq(rules.userId, userId), eq(rules.id, id)));
}

export async function remove(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(rules)
    .where(and(eq(rules.userId, userId), eq(rules.id, id)))
    .returning({ id: rules.id });
  return rows.length > 0;
}

export type SubjectRow = {
  id: string;
  description: string | null;
  amount: string;
  accountId: number;
  type: string;
  category: string | null;
};

/**
 * What a rule reads of every EXPENSE, INCOME, DEPOSIT and WITHDRAWAL of the user, and whether it is
 * split (its categories are its lines': a rule never gives it one — ADR 0015). The split ones are
 * one hash anti-join of the user's lines, not a probe per row.
 */
export async function subjects(
  db: Executor,
  userId: number,
): Promise<(SubjectRow & { split: boolean })[]> {
  const { rows } = await db.execute<SubjectRow & { split: boolean }>(sql`
    SELECT t.id, t.description, t.amount::text AS amount, t.account_id AS "accountId", t.type,
           t.category, s.transaction_id IS NOT NULL AS split
    FROM transactions t
    LEFT JOIN (SELECT DISTINCT transaction_id FROM transaction_splits WHERE user_id = ${userId}) s
      ON s.transaction_id = t.id
    WHERE t.user_id = ${userId} AND t.type <> 'TRANSFER'`);
  return rows;
}

/**
 * Writes what the rule changed, in one statement: the rows travel as one JSON parameter. A rule
 * keeps each type's direction (core's applyRule), so no balance moves.
 */
export async function writeChanges(db: Executor, userId: number, changed: SubjectRow[]) {
  if (changed.length === 0) return;
  const json = JSON.stringify(
    changed.map((c) => ({
      id: c.id,
      category: c.category,
      description: c.description,
      type: c.type,
    })),
  );
  await db.execute(sql`
    UPDATE transactions t
    SET category = u.category, description = u.description, type = u.type, updated_at = now()
    FROM jsonb_to_recordset(${json}::jsonb) AS u (id bigint, category text, description text, type text)
    WHERE t.user_id = ${userId} AND t.id = u.id`);
  // The categories a rule gave join the user's list in the same DB transaction (categories are
  // complete before any use).
  await ensureCategories(
    db,
    userId,
    changed.map((c) => ({ name: c.category, type: c.type })),
  );
}
