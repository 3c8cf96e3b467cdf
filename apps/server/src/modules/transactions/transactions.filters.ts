import type { TransactionFilter, TransactionSort } from '@wealthlog/core';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Which side of a posting the account filter matches: `either` (a transfer belongs to both
 * accounts' lists), or one side only — the list pages an account as two index scans, one per side
 * (see selectPage), because with `account_id = X OR to_account_id = X` PostgreSQL prefers another
 * index and filters rows away.
 */
export type AccountSide = 'either' | 'source' | 'target';

/**
 * WHERE and ORDER BY of the list and the export. Every condition starts from user_id, so each one
 * meets an index led by (user_id, …) — see the transactions schema.
 */
export function whereFor(userId: number, f: TransactionFilter, side: AccountSide = 'either'): SQL {
  const c: SQL[] = [sql`t.user_id = ${userId}`];
  if (f.accountId !== undefined) {
    if (side === 'source') c.push(sql`t.account_id = ${f.accountId}`);
    else if (side === 'target') c.push(sql`t.to_account_id = ${f.accountId}`);
    else c.push(sql`(t.account_id = ${f.accountId} OR t.to_account_id = ${f.accountId})`);
  }
  if (f.type !== undefined) c.push(sql`t.type = ${f.type}`);
  // Any case: the same expression as transactions_user_lower_category_date_idx. A split
  // transaction matches by any of its lines (ADR 0015): their parents' ids are looked up once (an
  // InitPlan on transaction_splits' (user_id, lower(category)) index), so `t.id = ANY(…)` is a
  // primary-key condition and PostgreSQL ORs the two index scans instead of filtering every row.
  if (f.category) {
    c.push(sql`(lower(t.category) = lower(${f.category}) OR t.id = ANY(ARRAY(
      SELECT s.transaction_id FROM transaction_splits s
      WHERE s.user_id = ${userId} AND lower(s.category) = lower(${f.category}))))`);
  }
  if (f.from !== undefined) c.push(sql`t.date >= ${f.from}::date`);
  if (f.to !== undefined) c.push(sql`t.date <= ${f.to}::date`);
  if (f.minAmount !== undefined) c.push(sql`t.amount >= ${String(f.minAmount)}::numeric`);
  if (f.maxAmount !== undefined) c.push(sql`t.amount <= ${String(f.maxAmount)}::numeric`);
  if (f.q) {
    // The same expression as transactions_search_trgm_idx, so the trigram index serves it. A split
    // matches by its lines' categories and descriptions too (the list shows "Split: Groceries,
    // Dining"): their parents' ids are looked up once, among this user's lines only, and OR-ed as
    // a primary-key condition, as the category filter does.
    const pattern = `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    c.push(sql`((coalesce(t.description, '') || ' ' || coalesce(t.category, '')) ILIKE ${pattern}
      OR t.id = ANY(ARRAY(
        SELECT s.transaction_id FROM transaction_splits s
        WHERE s.user_id = ${userId}
          AND (s.category || ' ' || coalesce(s.description, '')) ILIKE ${pattern})))`);
  }
  return sql.join(c, sql` AND `);
}

/** The sort column of each order, with id as the tie-breaker (stable pages, keyset export). */
export const SORT_KEYS: Record<TransactionSort, { column: 'date' | 'amount'; desc: boolean }> = {
  date_desc: { column: 'date', desc: true },
  date_asc: { column: 'date', desc: false },
  amount_desc: { column: 'amount', desc: true },
  amount_asc: { column: 'amount', desc: false },
};

export function orderFor(sort: TransactionSort = 'date_desc'): SQL {
  const { column, desc } = SORT_KEYS[sort];
  const dir = desc ? sql.raw('DESC') : sql.raw('ASC');
  return sql`t.${sql.raw(column)} ${dir}, t.id ${dir}`;
}
