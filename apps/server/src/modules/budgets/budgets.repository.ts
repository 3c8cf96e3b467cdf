import { type BudgetRollover, decimalsFor } from '@wealthlog/core';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from '../../db/client.js';
import { budgets } from '../../db/schema/index.js';
import { readExpenseTotals } from '../../ledger/expense-totals.js';
import { MONTH_EXTRAS_SQL, SPENT_BY_MONTH_SQL } from './budgets.sql.js';

/** SQL of the budgets area; every query is scoped by the user's id (DESIGN rule 4). */
export type BudgetRow = typeof budgets.$inferSelect;

/** Every budget row up to `lastDay`'s month, of the categories whose budget is set in that month. */
export async function rowsUpTo(db: DbOrTx, userId: number, lastDay: string) {
  const { rows } = await db.execute<{
    category_id: number;
    name: string;
    color: string | null;
    group: string | null;
    month: string;
    amount: string;
    rollover: BudgetRollover;
    active: boolean;
  }>(sql`
    WITH current AS (
      SELECT DISTINCT ON (category_id) category_id, active FROM budgets
      WHERE user_id = ${userId} AND month <= ${lastDay}::date
      ORDER BY category_id, month DESC
    )
    SELECT b.category_id, c.name, c.color, c."group", to_char(b.month, 'YYYY-MM') AS month,
           b.amount::text AS amount, b.rollover, b.active
    FROM current cur
    JOIN budgets b ON b.user_id = ${userId} AND b.category_id = cur.category_id
    JOIN expense_categories c ON c.user_id = ${userId} AND c.id = b.category_id
    WHERE cur.active AND b.month <= ${lastDay}::date
    ORDER BY lower(c.name), b.month`);
  return rows;
}

/**
 * Spent per category and month between two days, in the base currency (budgets.sql.ts), read once
 * the totals tables hold those months (ADR 0018). The pool directly, as the trading
 * stats do: the statements are positional SQL text (ADR 0008's exception).
 */
export async function spentByMonth(
  pool: pg.Pool,
  userId: number,
  range: { first: string; last: string },
  base: string,
  categoryIds: number[],
) {
  if (categoryIds.length === 0) return [];
  return readExpenseTotals<{
    category_id: number;
    month: string;
    spent: string;
    missing: string[];
  }>(pool, userId, { base, from: range.first, to: range.last }, SPENT_BY_MONTH_SQL, [
    userId,
    range.first,
    range.last,
    base,
    decimalsFor(base),
    `{${categoryIds.join(',')}}`,
  ]);
}

/** The month's income and unbudgeted spending in the base currency (budgets.sql.ts). */
export async function monthExtras(
  pool: pg.Pool,
  userId: number,
  range: { first: string; last: string },
  base: string,
  budgetedIds: number[],
) {
  return readExpenseTotals<{
    part: 'income' | 'unbudgeted';
    category_id: number | null;
    category: string | null;
    color: string | null;
    amount: string;
    missing: string[];
  }>(pool, userId, { base, from: range.first, to: range.last }, MONTH_EXTRAS_SQL, [
    userId,
    range.first,
    range.last,
    base,
    decimalsFor(base),
    `{${budgetedIds.join(',')}}`,
  ]);
}

/** The budget from `month` (first day) on: this row set, later rows dropped. */
export async function setFrom(
  db: DbOrTx,
  userId: number,
  categoryId: number,
  month: string,
  v: { amount: string; rollover: BudgetRollover; active: boolean },
) {
  await db
    .delete(budgets)
    .where(
      and(eq(budgets.userId, userId), eq(budgets.categoryId, categoryId), gt(budgets.month, month)),
    );
  await db
    .insert(budgets)
    .values({ userId, categoryId, month, ...v })
    .onConflictDoUpdate({ target: [budgets.userId, budgets.categoryId, budgets.month], set: v });
}

/** The one month's row only (copy last month), later months keep theirs. */
export async function setMonth(
  db: DbOrTx,
  userId: number,
  categoryId: number,
  month: string,
  v: { amount: string; rollover: BudgetRollover },
) {
  await db
    .insert(budgets)
    .values({ userId, categoryId, month, ...v, active: true })
    .onConflictDoUpdate({
      target: [budgets.userId, budgets.categoryId, budgets.month],
      set: { ...v, active: true },
    });
}

/** Rows from `month` on, removed; answers how many of them set a budget (not an end marker). */
export async function removeFrom(db: DbOrTx, userId: number, categoryId: number, month: string) {
  const rows = await db
    .delete(budgets)
    .where(
      and(
        eq(budgets.userId, userId),
        eq(budgets.categoryId, categoryId),
        gte(budgets.month, month),
      ),
    )
    .returning({ active: budgets.active });
  return rows.filter((r) => r.active).length;
}

/**
 * A category of the user's list by name, any case (the list is complete before any use: every
 * write adds its names, ledger/categories.ts).
 */
export async function categoryByName(db: DbOrTx, userId: number, name: string) {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT id FROM expense_categories WHERE user_id = ${userId} AND lower(name) = lower(${name})`);
  return rows[0];
}

/** The row in force in a month (the latest on or before its first day), if any. */
export async function effective(db: DbOrTx, userId: number, categoryId: number, month: string) {
  const { rows } = await db.execute<{ amount: string; rollover: BudgetRollover; active: boolean }>(
    sql`SELECT amount::text AS amount, rollover, active FROM budgets
        WHERE user_id = ${userId} AND category_id = ${categoryId} AND month <= ${month}::date
        ORDER BY month DESC LIMIT 1`,
  );
  return rows[0];
}
