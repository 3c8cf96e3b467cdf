import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userToday } from '../../ledger/balances.js';

/** Account rows as SQL returns them: money as numeric text, timestamps as Date. */
export type AccountRow = {
  id: number;
  name: string;
  type: string;
  currency: string;
  opening_balance: string;
  opening_date: string;
  cost_basis: string;
  statement_ref: string | null;
  active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  balance: string;
  sc_id: number | null;
  sc_previous_active: boolean | null;
  sc_active: boolean | null;
  sc_reason: string | null;
  sc_comment: string | null;
  sc_changed_at: Date | string | null;
  sc_changed_by: number | null;
};

export type StatusChangeRow = {
  id: number;
  account_id: number;
  account_name: string;
  previous_active: boolean;
  active: boolean;
  reason: string | null;
  comment: string | null;
  changed_at: Date | string;
  changed_by: number | null;
};

/**
 * The user's accounts with their balance today and their latest status change. Balance today =
 * the trigger-kept total of every delta minus the deltas dated after today (ADR 0005): an index
 * range scan over the few future days per account, not a sum over ten years of days.
 */
export async function selectAccounts(
  db: Executor,
  userId: number,
  accountId?: number,
): Promise<AccountRow[]> {
  const one: SQL = accountId === undefined ? sql`` : sql`AND a.id = ${accountId}`;
  const { rows } = await db.execute<AccountRow>(sql`
    WITH today AS (SELECT ${userToday(userId)} AS d)
    SELECT a.id, a.name, a.type, a.currency, a.opening_balance::text AS opening_balance,
      a.opening_date::text AS opening_date, a.cost_basis, a.statement_ref, a.active, a.created_at, a.updated_at,
      (coalesce(lt.total, 0) - coalesce((SELECT sum(dd.delta) FROM account_daily_deltas dd
                WHERE dd.user_id = a.user_id AND dd.account_id = a.id
                  AND dd.day > (SELECT d FROM today)), 0))::text AS balance,
      sc.id AS sc_id, sc.previous_active AS sc_previous_active, sc.active AS sc_active,
      sc.reason AS sc_reason, sc.comment AS sc_comment, sc.changed_at AS sc_changed_at,
      sc.changed_by AS sc_changed_by
    FROM accounts a
    LEFT JOIN account_ledger_totals lt ON lt.user_id = a.user_id AND lt.account_id = a.id
    LEFT JOIN LATERAL (
      SELECT s.* FROM account_status_changes s WHERE s.account_id = a.id
      ORDER BY s.changed_at DESC, s.id DESC LIMIT 1
    ) sc ON true
    WHERE a.user_id = ${userId} ${one}
    ORDER BY a.id`);
  return rows;
}

export interface NewAccount {
  name: string;
  type: string;
  currency: string;
  openingBalance: string;
  openingDate: string | undefined;
  costBasis: string;
  statementRef: string | null;
}

export async function insertAccount(db: Executor, userId: number, a: NewAccount): Promise<number> {
  const openingDate = a.openingDate === undefined ? userToday(userId) : sql`${a.openingDate}::date`;
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO accounts (user_id, name, type, currency, opening_balance, opening_date, cost_basis,
      statement_ref)
    VALUES (${userId}, ${a.name}, ${a.type}, ${a.currency}, ${a.openingBalance}, ${openingDate},
      ${a.costBasis}, ${a.statementRef})
    RETURNING id`);
  return rows[0]!.id;
}

export interface AccountPatch {
  name?: string | undefined;
  type?: string | undefined;
  currency?: string | undefined;
  openingBalance?: string | undefined;
  openingDate?: string | undefined;
  active?: boolean | undefined;
  costBasis?: string | undefined;
  /** null forgets it. */
  statementRef?: string | null | undefined;
}

export async function updateAccount(
  db: Executor,
  userId: number,
  id: number,
  p: AccountPatch,
): Promise<void> {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (p.name !== undefined) sets.push(sql`name = ${p.name}`);
  if (p.type !== undefined) sets.push(sql`type = ${p.type}`);
  if (p.currency !== undefined) sets.push(sql`currency = ${p.currency}`);
  if (p.openingBalance !== undefined) sets.push(sql`opening_balance = ${p.openingBalance}`);
  if (p.openingDate !== undefined) sets.push(sql`opening_date = ${p.openingDate}::date`);
  if (p.active !== undefined) sets.push(sql`active = ${p.active}`);
  if (p.costBasis !== undefined) sets.push(sql`cost_basis = ${p.costBasis}`);
  if (p.statementRef !== undefined) sets.push(sql`statement_ref = ${p.statementRef}`);
  await db.execute(sql`
    UPDATE accounts SET ${sql.join(sets, sql`, `)} WHERE user_id = ${userId} AND id = ${id}`);
}

export async function deleteAccountRow(db: Executor, userId: number, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM accounts WHERE user_id = ${userId} AND id = ${id}`);
}

export async function insertStatusChange(
  db: Executor,
  userId: number,
  c: {
    accountId: number;
    previousActive: boolean;
    active: boolean;
    reason: string | null;
    comment: string | null;
  },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO account_status_changes
      (user_id, account_id, previous_active, active, reason, comment, changed_by)
    VALUES (${userId}, ${c.accountId}, ${c.previousActive}, ${c.active}, ${c.reason},
      ${c.comment}, ${userId})`);
}

/** Newest first; ties (same instant) by the later id. */
export async function selectStatusHistory(
  db: Executor,
  userId: number,
  accountId?: number,
): Promise<StatusChangeRow[]> {
  const one: SQL = accountId === undefined ? sql`` : sql`AND s.account_id = ${accountId}`;
  const { rows } = await db.execute<StatusChangeRow>(sql`
    SELECT s.id, s.account_id, a.name AS account_name, s.previous_active, s.active, s.reason,
      s.comment, s.changed_at, s.changed_by
    FROM account_status_changes s JOIN accounts a ON a.id = s.account_id AND a.user_id = s.user_id
    WHERE s.user_id = ${userId} ${one}
    ORDER BY s.changed_at DESC, s.id DESC`);
  return rows;
}
