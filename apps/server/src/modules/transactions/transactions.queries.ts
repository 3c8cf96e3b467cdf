import {
  type Category,
  DEFAULT_CATEGORIES,
  type Page,
  type Transaction,
  type TransactionListQuery,
  pageOffset,
} from '@wealthlog/core';
import type { Executor } from '../../db/ledger.js';
import { toTransaction } from './transactions.mapper.js';
import * as repo from './transactions.repository.js';

/** The page and its total: two indexed SQL queries, side by side on two pool connections. */
export async function listTransactions(
  db: Executor,
  userId: number,
  q: TransactionListQuery,
): Promise<Page<Transaction>> {
  const [rows, total] = await Promise.all([
    repo.selectPage(db, userId, q, q.pageSize, pageOffset(q)),
    repo.countRows(db, userId, q),
  ]);
  return { items: rows.map(toTransaction), total, page: q.page, pageSize: q.pageSize };
}

const DEFAULTS = new Set<string>(DEFAULT_CATEGORIES);

/**
 * The user's categories, newest-used first, then the defaults not used yet. Defaults are keys
 * ('groceries'): the client shows t(`category.${name}`) when isDefault, the text itself otherwise.
 */
export async function listCategories(db: Executor, userId: number): Promise<Category[]> {
  const used = await repo.selectCategories(db, userId);
  const names = new Set(used.map((u) => u.name));
  return [
    ...used.map((u) => ({
      name: u.name,
      isDefault: DEFAULTS.has(u.name),
      lastUsed: u.last_used,
      count: u.count,
    })),
    ...DEFAULT_CATEGORIES.filter((d) => !names.has(d)).map((name) => ({
      name,
      isDefault: true,
      lastUsed: null,
      count: 0,
    })),
  ];
}
