import { DEFAULT_CURRENCY } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { userToday } from './user-time.js';

/**
 * The ledger every area posts into (ADR 0005, ADR 0007): an account's balance on a day is the sum
 * of its daily deltas up to that day, kept by the database's triggers from every posting source.
 */

/** The user's calendar day as SQL: user-time.ts holds it, areas have long imported it from here. */
export { userToday };

/** The user's calendar day today, 'YYYY-MM-DD': the one TS answer, read from the database. */
export async function todayOf(db: Executor, userId: number): Promise<string> {
  const { rows } = await db.execute<{ d: string }>(sql`SELECT ${userToday(userId)}::text AS d`);
  return rows[0]!.d;
}

/** "Today" and the base currency figures are converted into (core's default until chosen). */
export async function todayAndBase(db: Executor, userId: number) {
  const { rows } = await db.execute<{ today: string; base: string }>(sql`
    SELECT ${userToday(userId)}::text AS today,
           coalesce((SELECT currency FROM general_settings WHERE user_id = ${userId}), ${DEFAULT_CURRENCY}) AS base`);
  return rows[0]!;
}

/**
 * balance(account, day) = SUM(delta) over days <= day (the opening balance is one of them),
 * computed as the trigger-kept total minus the deltas after `day`: postings are checked near
 * today, so that reads a few index entries instead of every day of the account.
 */
export async function balanceAsOf(
  db: Executor,
  userId: number,
  accountId: number,
  day: string,
): Promise<string> {
  const { rows } = await db.execute<{ b: string }>(sql`
    SELECT (coalesce((SELECT total FROM account_ledger_totals
                      WHERE user_id = ${userId} AND account_id = ${accountId}), 0)
          - coalesce((SELECT sum(delta) FROM account_daily_deltas
                      WHERE user_id = ${userId} AND account_id = ${accountId}
                        AND day > ${day}::date), 0))::text AS b`);
  return rows[0]!.b;
}
