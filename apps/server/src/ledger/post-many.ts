import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { seedCategories } from './categories.js';

/**
 * Many new transactions into one account by one statement: what a CSV import posts (ADR 0009),
 * set-based because one INSERT … SELECT is one run of the daily-delta trigger for the whole file
 * (100k lines), where post.ts's one row at a time would be 100k. `staged` is a SELECT of the lines
 * (line, type, amount, category, description, date), without ORDER BY: they go in by `line`.
 * (An ORDER BY inside would keep PostgreSQL from flattening the subquery into each statement.)
 *
 * The caller holds the account's row lock and has checked it active (the import does both before
 * judging duplicates, which the dry run shares). No overdraft rule: a bank statement is history
 * that already happened.
 */
export async function postMany(
  tx: Executor,
  userId: number,
  accountId: number,
  staged: SQL,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO transactions (user_id, account_id, type, amount, category, description, date)
    SELECT ${userId}, ${accountId}, s.type, s.amount, s.category, s.description, s.date
    FROM (${staged}) s ORDER BY s.line`);
  await addCategoriesOf(tx, userId, staged);
}

/**
 * Many new transactions into several accounts by one statement, with their ids drawn already (a
 * statement file's import draws them in file order so its split lines can find their payment).
 * `staged` is a SELECT of (id, account_id, to_account_id, type, amount, category, description,
 * date, bank_id); a TRANSFER receives its amount (same currency: the import makes no other).
 * The caller holds the accounts' row locks and has checked them active; it adds the split lines
 * and the category names (addCategoriesOf) after.
 */
export async function postManyWithIds(tx: Executor, userId: number, staged: SQL): Promise<void> {
  await tx.execute(sql`
    INSERT INTO transactions (id, user_id, account_id, to_account_id, type, amount, to_amount,
      category, description, date, bank_id) OVERRIDING SYSTEM VALUE
    SELECT s.id, ${userId}, s.account_id, s.to_account_id, s.type, s.amount,
      CASE WHEN s.type = 'TRANSFER' THEN s.amount END, s.category, s.description, s.date, s.bank_id
    FROM (${staged}) s ORDER BY s.id`);
}

/**
 * The category names of what an import posted join the user's list in the same DB transaction
 * (ledger/categories.ts): one statement whatever the file's size; a user without a list yet is
 * seeded (names included). `staged` is a SELECT of (type, category), possibly null categories.
 */
export async function addCategoriesOf(tx: Executor, userId: number, staged: SQL): Promise<void> {
  const { rows } = await tx.execute<{ seeded: boolean }>(sql`
    WITH seeded AS (
      SELECT EXISTS (SELECT 1 FROM expense_categories WHERE user_id = ${userId}) AS yes
    ), added AS (
      INSERT INTO expense_categories (user_id, name, kind)
      SELECT DISTINCT ON (lower(s.category)) ${userId}, s.category,
             CASE WHEN s.type = 'INCOME' THEN 'INCOME' ELSE 'EXPENSE' END
      FROM (${staged}) s, seeded
      WHERE seeded.yes AND btrim(s.category) <> '' AND char_length(s.category) <= 50
      ORDER BY lower(s.category), s.type = 'INCOME'
      ON CONFLICT DO NOTHING
    )
    SELECT yes AS seeded FROM seeded`);
  if (!rows[0]!.seeded) await seedCategories(tx, userId);
}
