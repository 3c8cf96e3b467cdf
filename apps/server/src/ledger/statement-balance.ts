import { toMoneyNumber } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * A booked statement's closing balance, kept on its account (the latest statement's: an older
 * file booked later does not replace it), so the home can warn while the account's own balance
 * on that day disagrees with the bank's.
 */
export async function rememberStatementBalance(
  db: Executor,
  userId: number,
  accountId: number,
  date: string,
  stated: number,
): Promise<void> {
  await db.execute(sql`
    UPDATE accounts SET statement_balance = ${stated}, statement_date = ${date}::date
    WHERE user_id = ${userId} AND id = ${accountId}
      AND (statement_date IS NULL OR statement_date <= ${date}::date)`);
}

export interface StatementMismatch {
  accountId: number;
  name: string;
  currency: string;
  date: string;
  stated: number;
  booked: number;
}

/**
 * The active accounts whose balance at the end of their latest statement's day (balanceAsOf's
 * sum, for all of them in one statement) differs from the balance the statement closed with.
 */
export async function statementMismatches(
  db: Executor,
  userId: number,
): Promise<StatementMismatch[]> {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    currency: string;
    date: string;
    stated: string;
    booked: string;
  }>(sql`
    SELECT a.id, a.name, a.currency, a.statement_date::text AS date,
           a.statement_balance::text AS stated,
           (coalesce(t.total, 0) - coalesce((SELECT sum(d.delta) FROM account_daily_deltas d
              WHERE d.user_id = a.user_id AND d.account_id = a.id
                AND d.day > a.statement_date), 0))::text AS booked
    FROM accounts a
    LEFT JOIN account_ledger_totals t ON t.user_id = a.user_id AND t.account_id = a.id
    WHERE a.user_id = ${userId} AND a.active AND a.statement_date IS NOT NULL
    ORDER BY a.id`);
  return rows
    .map((r) => ({
      accountId: r.id,
      name: r.name,
      currency: r.currency,
      date: r.date,
      stated: toMoneyNumber(r.stated, r.currency),
      booked: toMoneyNumber(r.booked, r.currency),
    }))
    .filter((m) => m.stated !== m.booked);
}
