import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * An account number or IBAN a bank statement names is remembered on one account of the user
 * (accounts.statement_ref, unique per user): the next file naming it is booked there without
 * asking. Written by the accounts' form and by a statement's import.
 */

/** Takes `ref` from whichever account of the user holds it, but `keep` (null: from any). */
export async function releaseStatementRef(
  db: Executor,
  userId: number,
  ref: string,
  keep: number | null,
): Promise<void> {
  await db.execute(sql`
    UPDATE accounts SET statement_ref = NULL, updated_at = now()
    WHERE user_id = ${userId} AND statement_ref = ${ref} AND id IS DISTINCT FROM ${keep}::int`);
}

/** `ref` now names `accountId`: taken from the account that held it, if another did. */
export async function rememberStatementRef(
  db: Executor,
  userId: number,
  ref: string,
  accountId: number,
): Promise<void> {
  await releaseStatementRef(db, userId, ref, accountId);
  await db.execute(sql`
    UPDATE accounts SET statement_ref = ${ref}, updated_at = now()
    WHERE user_id = ${userId} AND id = ${accountId} AND statement_ref IS DISTINCT FROM ${ref}`);
}

/** The user's accounts that remember any of `refs`, by ref. */
export async function accountsByStatementRef(
  db: Executor,
  userId: number,
  refs: readonly string[],
): Promise<Map<string, number>> {
  const wanted = refs.filter((r) => r !== '');
  if (wanted.length === 0) return new Map();
  const { rows } = await db.execute<{ id: number; ref: string }>(sql`
    SELECT id, statement_ref AS ref FROM accounts
    WHERE user_id = ${userId}
      AND statement_ref IN (SELECT jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))`);
  return new Map(rows.map((r) => [r.ref, r.id]));
}
