import {
  type Category,
  DEFAULT_CATEGORIES,
  type Page,
  type Transaction,
  type TransactionListQuery,
  pageOffset,
} from '@wealthlog/core';
import type { Executor } from '../../db/client.js';
import type { DashboardCache } from '../../plugins/dashboard-cache.js';
import { toTransaction } from './transactions.mapper.js';
import * as repo from './transactions.repository.js';

/**
 * The per-user cache that every ledger write already invalidates (plugins/dashboard-cache.ts):
 * a filtered total is kept there, so paging through a filter (or a search) counts it once.
 */
export type CountCache = Pick<DashboardCache, 'getOrCompute'>;

/** The cache variant of a filter: its fields in a fixed order (sort and paging left out). */
function countVariant(q: TransactionListQuery): string {
  const { accountId, type, category, from, to, minAmount, maxAmount } = q;
  return `txcount:${JSON.stringify([accountId, type, category, from, to, minAmount, maxAmount, q.q])}`;
}

/**
 * The page and its exact total, side by side on two pool connections. Unfiltered or by account
 * the total is read from the trigger-kept counts (repository); any other filter is counted in SQL
 * once and then served from `cache` until the user's next write.
 */
export async function listTransactions(
  db: Executor,
  userId: number,
  q: TransactionListQuery,
  cache?: CountCache,
): Promise<Page<Transaction>> {
  const count = () => repo.countRows(db, userId, q);
  const total =
    cache && !repo.countIsKept(q)
      ? cache.getOrCompute(userId, countVariant(q), async () => String(await count())).then(Number)
      : count();
  const [rows, n] = await Promise.all([
    repo.selectPage(db, userId, q, q.pageSize, pageOffset(q)),
    total,
  ]);
  return { items: rows.map(toTransaction), total: n, page: q.page, pageSize: q.pageSize };
}

const DEFAULTS = new Set<string>(DEFAULT_CATEGORIES);

/**
 * The categories the transaction form and filters offer: the used ones, newest-used first, then
 * the rest of the user's own list — or, for a user who has not opened that list yet,
 * the defaults not used yet. Defaults are keys ('groceries'): the client shows
 * t(`category.${name}`) when isDefault, the text itself otherwise.
 */
export async function listCategories(db: Executor, userId: number): Promise<Category[]> {
  const [used, own] = await Promise.all([
    repo.selectCategories(db, userId),
    repo.selectOwnCategories(db, userId),
  ]);
  const names = new Set(used.map((u) => u.name.toLowerCase()));
  if (own.length > 0) {
    return [
      // A default's key written after the list was made ('groceries' from the API or an old
      // client) is still read in the UI's language.
      ...used.map((u) => ({
        name: u.name,
        isDefault: DEFAULTS.has(u.name),
        lastUsed: u.last_used,
        count: u.count,
      })),
      ...own
        .filter((name) => !names.has(name.toLowerCase()))
        .map((name) => ({ name, isDefault: false, lastUsed: null, count: 0 })),
    ];
  }
  return [
    ...used.map((u) => ({
      name: u.name,
      isDefault: DEFAULTS.has(u.name),
      lastUsed: u.last_used,
      count: u.count,
    })),
    ...DEFAULT_CATEGORIES.filter((d) => !names.has(d.toLowerCase())).map((name) => ({
      name,
      isDefault: true,
      lastUsed: null,
      count: 0,
    })),
  ];
}
