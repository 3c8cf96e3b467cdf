import { TRANSACTION_CATEGORY_MAX } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { defaultCategories } from './category-defaults.js';

/**
 * The user's category list is one list, complete before any use: every write that
 * carries a category name (a transaction, its split lines, an import, a recurring item, a rule)
 * adds the name it brings, in the same DB transaction, and the first such write (or the first look
 * at the list, or the first budget) seeds the defaults in the user's language. Shared by the areas
 * that write names (features never import each other).
 */

/** A name arriving with the type of what carries it: INCOME makes an INCOME category. */
export interface CategoryUse {
  name: string | null | undefined;
  type: string;
}

/**
 * Every name of `uses` the list lacks (any case) joins it, in one statement; a user without a list
 * yet is seeded instead (seedCategories adds every name already written, these ones included).
 * Run after the write, in its DB transaction.
 */
export async function ensureCategories(
  tx: Executor,
  userId: number,
  uses: readonly CategoryUse[],
): Promise<void> {
  const fit = uses.filter(
    (u): u is { name: string; type: string } =>
      !!u.name?.trim() && u.name.length <= TRANSACTION_CATEGORY_MAX,
  );
  // One JSON parameter: drizzle spreads a JS array into a list of parameters.
  const json = JSON.stringify(
    fit.map((u) => ({ name: u.name, kind: u.type === 'INCOME' ? 'INCOME' : 'EXPENSE' })),
  );
  const { rows } = await tx.execute<{ seeded: boolean }>(sql`
    WITH seeded AS (
      SELECT EXISTS (SELECT 1 FROM expense_categories WHERE user_id = ${userId}) AS yes
    ), added AS (
      INSERT INTO expense_categories (user_id, name, kind)
      SELECT DISTINCT ON (lower(u.name)) ${userId}, u.name, u.kind
      FROM jsonb_to_recordset(${json}::jsonb) AS u (name text, kind text), seeded
      WHERE seeded.yes
      ORDER BY lower(u.name), u.kind
      ON CONFLICT DO NOTHING
    )
    SELECT yes AS seeded FROM seeded`);
  if (!rows[0]!.seeded) await seedCategories(tx, userId);
}

/** The list seeded unless the user has one (the first look at it, a first budget). */
export async function ensureSeeded(tx: Executor, userId: number): Promise<void> {
  await ensureCategories(tx, userId, []);
}

/**
 * The defaults in the language of the user's settings, then every other name their transactions,
 * split lines, recurring items and rules' actions already use. Transactions carrying a default's
 * key ('groceries', the old form's value) take its localized name, so one category holds them.
 * Under a concurrent first write the unique name index makes the second seed a no-op.
 */
export async function seedCategories(tx: Executor, userId: number): Promise<void> {
  const { rows } = await tx.execute<{ language: string | null }>(sql`
    SELECT (SELECT language FROM general_settings WHERE user_id = ${userId}) AS language`);
  const defaults = defaultCategories(rows[0]?.language);
  const json = JSON.stringify(defaults);
  const defaultRows = sql`jsonb_to_recordset(${json}::jsonb) AS d (key text, name text, kind text, color text)`;
  await tx.execute(sql`
    INSERT INTO expense_categories (user_id, name, kind, color)
    SELECT ${userId}, d.name, d.kind, d.color FROM ${defaultRows}
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    UPDATE transactions t SET category = d.name, updated_at = now()
    FROM ${defaultRows}
    WHERE t.user_id = ${userId} AND t.category = d.key AND t.category <> d.name`);
  await tx.execute(sql`
    UPDATE transaction_splits s SET category = d.name
    FROM ${defaultRows}
    WHERE s.user_id = ${userId} AND s.category = d.key AND s.category <> d.name`);
  const [head, tail] = USED_NAMES_SQL.split(USER_FILTER) as [string, string];
  await tx.execute(sql`${sql.raw(head)}u.user_id = ${userId}${sql.raw(tail)}`);
}

/**
 * Every category name a user's data carries, added to their list (kind by majority of the types
 * carrying it): transactions, split lines (with the parent's type; a name used only on lines,
 * like a loan payment's 'Loan interest', joins too), recurring items (a property's item carries
 * an entry code, not a category) and rules' category actions (INCOME when the rule also sets that
 * type). Migration 0025 runs it for every user (USER_FILTER true there).
 */
const USER_FILTER = '/* user */ true';
export const USED_NAMES_SQL = `
INSERT INTO expense_categories (user_id, name, kind)
SELECT user_id, min(name),
       CASE WHEN count(*) FILTER (WHERE type = 'INCOME') > count(*) FILTER (WHERE type <> 'INCOME')
            THEN 'INCOME' ELSE 'EXPENSE' END
FROM (
  SELECT user_id, category AS name, type FROM transactions WHERE category IS NOT NULL
  UNION ALL
  SELECT s.user_id, s.category, t.type FROM transaction_splits s
  JOIN transactions t ON t.id = s.transaction_id AND t.user_id = s.user_id
  UNION ALL
  SELECT user_id, category, type FROM recurring_items
  WHERE category IS NOT NULL AND property_id IS NULL
  UNION ALL
  SELECT r.user_id, a->>'value',
         CASE WHEN r.actions @> '[{"field":"type","value":"INCOME"}]' THEN 'INCOME' ELSE 'EXPENSE' END
  FROM rules r, jsonb_array_elements(r.actions) a
  WHERE a->>'field' = 'category'
) u
WHERE ${USER_FILTER} AND char_length(btrim(name)) > 0 AND char_length(name) <= 50
GROUP BY user_id, lower(name)
ON CONFLICT DO NOTHING`;
