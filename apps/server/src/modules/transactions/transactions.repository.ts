import type {
  RuleAction,
  RuleCondition,
  TransactionFilter,
  TransactionSort,
} from '@wealthlog/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { insertSplitLines } from '../../ledger/post.js';
import { orderFor, whereFor } from './transactions.filters.js';

export type TransactionRow = {
  id: string;
  account_id: number;
  to_account_id: number | null;
  type: string;
  amount: string;
  to_amount: string | null;
  currency: string;
  to_currency: string | null;
  category: string | null;
  description: string | null;
  date: string;
  created_at: Date | string;
  updated_at: Date | string;
  /** The lines of a split transaction in order, amounts as text; [] when it is not split. */
  splits: SplitRow[];
};

export type SplitRow = { category: string; amount: string; description: string | null };

/** The columns of a Transaction from `source` (aliased t); the currencies come from the accounts. */
function selectTransactionFrom(source: SQL): SQL {
  return sql`
  SELECT t.id, t.account_id, t.to_account_id, t.type, t.amount::text AS amount,
    t.to_amount::text AS to_amount, a.currency, b.currency AS to_currency, t.category,
    t.description, t.date::text AS date, t.created_at, t.updated_at,
    (SELECT coalesce(json_agg(json_build_object('category', s.category,
              'amount', s.amount::text, 'description', s.description) ORDER BY s.position), '[]')
     FROM transaction_splits s WHERE s.user_id = t.user_id AND s.transaction_id = t.id) AS splits
  FROM ${source} t
  JOIN accounts a ON a.id = t.account_id
  LEFT JOIN accounts b ON b.id = t.to_account_id`;
}

export const SELECT_TRANSACTION = selectTransactionFrom(sql`transactions`);

type ListFilter = TransactionFilter & { sort?: TransactionSort | undefined };

/**
 * From this offset on, a page looks up its ids before its rows. Near the top the plain query is
 * quicker (250 rows read in index order beat 250 primary-key look-ups: 1.9 vs 3.2 ms).
 */
export const DEEP_OFFSET = 1000;

export async function selectPage(
  db: Executor,
  userId: number,
  f: ListFilter,
  limit: number,
  offset: number,
): Promise<TransactionRow[]> {
  const order = orderFor(f.sort);
  if (f.accountId === undefined && offset < DEEP_OFFSET) {
    const { rows } = await db.execute<TransactionRow>(sql`
      ${SELECT_TRANSACTION} WHERE ${whereFor(userId, f)}
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`);
    return rows;
  }
  if (f.accountId === undefined) {
    // Deep in the list, the page's ids first, then its rows: skipping 90,000 rows is then an
    // index-only scan of (user_id, date, id) — 27 ms instead of 152 ms reading and joining every
    // skipped row — and only the page's rows meet the accounts.
    const ids = sql`(SELECT t.id FROM transactions t WHERE ${whereFor(userId, f)}
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})`;
    const { rows } = await db.execute<TransactionRow>(sql`
      ${selectTransactionFrom(sql`(SELECT tx.* FROM ${ids} p JOIN transactions tx ON tx.id = p.id)`)}
      ORDER BY ${order}`);
    return rows;
  }
  // An account's list is its postings as source plus the transfers it receives. Each side is read
  // in order from its own (user_id, account, date, id) index and cut at offset + limit, then the
  // two short lists are merged: ~4× faster than one scan filtering `account_id = X OR
  // to_account_id = X`. No row is on both sides (transactions_not_self_ck).
  const side = (s: 'source' | 'target') => sql`(
    SELECT t.* FROM transactions t WHERE ${whereFor(userId, f, s)}
    ORDER BY ${order} LIMIT ${limit + offset})`;
  const { rows } = await db.execute<TransactionRow>(sql`
    ${selectTransactionFrom(sql`(${side('source')} UNION ALL ${side('target')})`)}
    ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`);
  return rows;
}

/** True when the filter is at most an account: its total is kept by the triggers (ADR 0005). */
export function countIsKept(f: TransactionFilter): boolean {
  return (
    f.type === undefined &&
    !f.category &&
    f.from === undefined &&
    f.to === undefined &&
    f.minAmount === undefined &&
    f.maxAmount === undefined &&
    !f.q
  );
}

/**
 * The exact number of rows matching the filter. Unfiltered, or by account alone (the common
 * case: the list's first screen), it is read from account_ledger_totals — a row with the account
 * as source counts in out_count, as target in in_count, never both (transactions_not_self_ck) —
 * instead of counting up to 100k rows on every page.
 */
export async function countRows(
  db: Executor,
  userId: number,
  f: TransactionFilter,
): Promise<number> {
  if (countIsKept(f)) {
    const one: SQL = f.accountId === undefined ? sql`` : sql`AND account_id = ${f.accountId}`;
    const { rows } = await db.execute<{ n: number }>(sql`
      SELECT coalesce(sum(out_count + ${f.accountId === undefined ? sql`0` : sql`in_count`}), 0)::int AS n
      FROM account_ledger_totals WHERE user_id = ${userId} ${one}`);
    return rows[0]!.n;
  }
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM transactions t WHERE ${whereFor(userId, f)}`);
  return rows[0]!.n;
}

export async function selectOne(
  db: Executor,
  userId: number,
  id: number,
  lock = false,
): Promise<TransactionRow | undefined> {
  const forUpdate: SQL = lock ? sql`FOR UPDATE OF t` : sql``;
  const { rows } = await db.execute<TransactionRow>(sql`
    ${SELECT_TRANSACTION} WHERE t.user_id = ${userId} AND t.id = ${id} ${forUpdate}`);
  return rows[0];
}

export interface PostingValues {
  accountId: number;
  toAccountId: number | null;
  type: string;
  amount: string;
  toAmount: string | null;
  category: string | null;
  description: string | null;
  date: string;
}

export async function updateRow(
  db: Executor,
  userId: number,
  id: number,
  v: PostingValues,
): Promise<void> {
  await db.execute(sql`
    UPDATE transactions SET account_id = ${v.accountId}, to_account_id = ${v.toAccountId},
      type = ${v.type}, amount = ${v.amount}, to_amount = ${v.toAmount}, category = ${v.category},
      description = ${v.description}, date = ${v.date}::date, updated_at = now()
    WHERE user_id = ${userId} AND id = ${id}`);
}

/**
 * A transaction's lines become `lines` (none: it is not split any more). Delete then insert, in
 * the caller's DB transaction, after the parent row is written.
 */
export async function replaceSplits(
  db: Executor,
  userId: number,
  id: number,
  lines: readonly SplitRow[],
): Promise<void> {
  await db.execute(sql`
    DELETE FROM transaction_splits WHERE user_id = ${userId} AND transaction_id = ${id}`);
  await insertSplitLines(db, userId, id, lines);
}

export async function deleteRow(db: Executor, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.execute(sql`
    DELETE FROM transactions WHERE user_id = ${userId} AND id = ${id}`);
  return (rowCount ?? 0) > 0;
}

/** The user's categories in use, newest-used first (index user_id, category, date). */
export async function selectCategories(db: Executor, userId: number) {
  const { rows } = await db.execute<{ name: string; last_used: string; count: number }>(sql`
    SELECT category AS name, max(date)::text AS last_used, count(*)::int AS count
    FROM transactions WHERE user_id = ${userId} AND category IS NOT NULL AND category <> ''
    GROUP BY category ORDER BY max(date) DESC, category LIMIT 500`);
  return rows;
}

/**
 * The user's own category list (kept by modules/categories), ordered by name; empty
 * until they first open it, when the defaults are seeded in their language.
 */
export async function selectOwnCategories(db: Executor, userId: number): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    SELECT name FROM expense_categories WHERE user_id = ${userId} ORDER BY kind DESC, lower(name)`);
  return rows.map((r) => r.name);
}

/** The user's enabled rules in the order they run (kept by modules/rules). */
export async function selectEnabledRules(db: Executor, userId: number) {
  const { rows } = await db.execute<{
    match: 'ALL' | 'ANY';
    conditions: RuleCondition[];
    actions: RuleAction[];
  }>(sql`
    SELECT match, conditions, actions FROM rules
    WHERE user_id = ${userId} AND enabled ORDER BY position, id`);
  return rows;
}
