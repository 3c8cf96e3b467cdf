import { PORTFOLIO_ACCOUNT_TYPES } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** SQL of the performance area; every query is scoped by the user's id (DESIGN rule 4). */
export type PerformanceAccount = { id: number; currency: string; opening_date: string };

/** The account asked for, or the portfolio's accounts (PORTFOLIO_ACCOUNT_TYPES). */
export async function accountsOf(
  db: Executor,
  userId: number,
  accountId: number | undefined,
): Promise<PerformanceAccount[]> {
  const types = `{${PORTFOLIO_ACCOUNT_TYPES.join(',')}}`;
  const { rows } = await db.execute<PerformanceAccount>(sql`
    SELECT id, currency, opening_date::text AS opening_date FROM accounts
    WHERE user_id = ${userId}
      AND ${accountId === undefined ? sql`type = ANY(${types}::text[])` : sql`id = ${accountId}`}
    ORDER BY id`);
  return rows;
}

/**
 * The first day anything exists for the accounts — an opening, a ledger day (any posting source,
 * ADR 0005), a transaction in or out, a trade's first fill (where its position starts, ADR 0016)
 * — or null without accounts. Before it every value and every flow is 0, so a range may start
 * there without changing a figure (GET /api/performance clamps to it, ADR 0019). A price alone
 * moves nothing: without a position it values nothing. Each min() reads (user, account, day)
 * indexes, one account at a time.
 */
export async function firstDayOf(
  db: Executor,
  userId: number,
  accountIds: number[],
): Promise<string | null> {
  const ids = `{${accountIds.join(',')}}`;
  // Account by account: a min() under one account id reads one end of its index; under
  // ANY(ids) PostgreSQL scanned every entry of the user (30 + 40 ms at the bench's 48k days and
  // 46k fills, on every cold performance read).
  const { rows } = await db.execute<{ first: string | null }>(sql`
    SELECT least(
      (SELECT min(opening_date) FROM accounts WHERE user_id = ${userId} AND id = ANY(${ids}::int[])),
      (SELECT min(least(
         (SELECT min(day) FROM account_daily_deltas d
          WHERE d.user_id = ${userId} AND d.account_id = a.id),
         (SELECT min(date) FROM transactions t WHERE t.user_id = ${userId} AND t.account_id = a.id),
         (SELECT min(date) FROM transactions t
          WHERE t.user_id = ${userId} AND t.to_account_id = a.id),
         (SELECT min(day) FROM trade_fills f WHERE f.user_id = ${userId} AND f.account_id = a.id)))
       FROM unnest(${ids}::int[]) AS a(id))
    )::text AS first`);
  return rows[0]?.first ?? null;
}

export type FlowRow = { day: string; currency: string; flow: string };

/**
 * The external flows of the accounts on each day of [from, to], per currency: each opening balance,
 * deposits, withdrawals, and transfers with accounts outside the set (a transfer inside it moves
 * money within the portfolio: no flow). Income, expenses and P&L are return, not flows.
 */
export async function flowsOf(
  db: Executor,
  userId: number,
  accountIds: number[],
  from: string,
  to: string,
): Promise<FlowRow[]> {
  const ids = `{${accountIds.join(',')}}`;
  const { rows } = await db.execute<FlowRow>(sql`
    SELECT f.day::text AS day, f.currency, sum(f.flow)::text AS flow
    FROM (
      SELECT opening_date AS day, currency, opening_balance AS flow FROM accounts
      WHERE user_id = ${userId} AND id = ANY(${ids}::int[])
      UNION ALL
      SELECT t.date, a.currency,
             CASE t.type WHEN 'DEPOSIT' THEN t.amount ELSE -t.amount END
      FROM transactions t JOIN accounts a ON a.user_id = t.user_id AND a.id = t.account_id
      WHERE t.user_id = ${userId} AND t.account_id = ANY(${ids}::int[])
        AND t.type IN ('DEPOSIT', 'WITHDRAWAL', 'TRANSFER')
        AND (t.to_account_id IS NULL OR NOT t.to_account_id = ANY(${ids}::int[]))
      UNION ALL
      SELECT t.date, a.currency, t.to_amount
      FROM transactions t JOIN accounts a ON a.user_id = t.user_id AND a.id = t.to_account_id
      WHERE t.user_id = ${userId} AND t.to_account_id = ANY(${ids}::int[])
        AND NOT t.account_id = ANY(${ids}::int[])
    ) f
    WHERE f.day >= ${from}::date AND f.day <= ${to}::date
    GROUP BY f.day, f.currency
    HAVING sum(f.flow) <> 0
    ORDER BY f.day`);
  return rows;
}
