import {
  AppError,
  type CreateCategoryBody,
  EXPENSE_MESSAGES,
  type ExpenseCategory,
  type ExpenseReason,
  type UpdateCategoryBody,
} from '@wealthlog/core';
import type { Database } from '../../db/client.js';
import * as repo from './categories.repository.js';

/** The user's own category list (API.md "Categories"). */

const refuse = (reason: ExpenseReason, code: 'BUS_002' | 'BUS_004' = 'BUS_004'): never => {
  throw new AppError(code, EXPENSE_MESSAGES[reason], { reason });
};
const blankToNull = (v: string | null | undefined) => (v ? v : null);

export async function listCategories(db: Database, userId: number): Promise<ExpenseCategory[]> {
  await repo.seedIfEmpty(db, userId);
  const rows = await repo.listWithCounts(db, userId);
  return rows.map(({ created_at, ...r }) => ({
    ...r,
    createdAt: new Date(created_at).toISOString(),
  }));
}

async function byId(db: Database, userId: number, id: number): Promise<ExpenseCategory> {
  const list = await listCategories(db, userId);
  const found = list.find((c) => c.id === id);
  if (!found) throw AppError.notFound();
  return found;
}

export async function createCategory(db: Database, userId: number, body: CreateCategoryBody) {
  await repo.seedIfEmpty(db, userId);
  if (await repo.findByName(db, userId, body.name)) refuse('categoryNameTaken', 'BUS_002');
  const row = await repo.insert(db, userId, {
    name: body.name,
    kind: body.kind ?? 'EXPENSE',
    group: blankToNull(body.group),
    color: body.color ?? null,
  });
  return byId(db, userId, row.id);
}

/** A new name renames the category on every transaction and recurring item at once. */
export async function updateCategory(
  db: Database,
  userId: number,
  id: number,
  body: UpdateCategoryBody,
): Promise<ExpenseCategory> {
  await db.transaction(async (tx) => {
    const row = await repo.findById(tx, userId, id);
    if (!row) throw AppError.notFound();
    const name = body.name ?? row.name;
    if (name.toLowerCase() !== row.name.toLowerCase()) {
      if (await repo.findByName(tx, userId, name)) refuse('categoryNameTaken', 'BUS_002');
    }
    await repo.update(tx, userId, id, {
      name,
      kind: body.kind ?? row.kind,
      group: body.group !== undefined ? blankToNull(body.group) : row.group,
      color: body.color !== undefined ? body.color : row.color,
    });
    if (name !== row.name) await repo.renameUses(tx, userId, row.name, name);
  });
  return byId(db, userId, id);
}

/**
 * Deleting a category in use asks for a replacement (`replaceWith`): its transactions, recurring
 * items and budgets move to it (a merge). An unused one simply goes, with its budgets.
 */
export async function deleteCategory(
  db: Database,
  userId: number,
  id: number,
  replaceWith: number | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.findById(tx, userId, id);
    if (!row) throw AppError.notFound();
    if (replaceWith === undefined) {
      if (await repo.inUse(tx, userId, row.name)) refuse('categoryInUse');
      await repo.remove(tx, userId, id);
      return;
    }
    if (replaceWith === id) refuse('replaceWithItself');
    const into = await repo.findById(tx, userId, replaceWith);
    // Another user's category is "not found", like a missing one.
    if (!into) throw AppError.notFound();
    if (into.kind !== row.kind) refuse('replaceKindMismatch');
    await repo.renameUses(tx, userId, row.name, into.name);
    await repo.mergeBudgetsAndDelete(tx, userId, id, into.id);
  });
}
