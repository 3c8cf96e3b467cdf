import { AppError, SCHEMA_MESSAGES } from '@wealthlog/core';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from './client.js';

/**
 * What accounts and transactions share: the user's "today", balances read from the daily table
 * (ADR 0005) and the row locks that serialise postings on one account.
 */

/** Anything that runs SQL: the pool-backed db or a transaction. */
export type Executor = Pick<Database, 'execute'>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Account types whose balance may not go below zero (422 BUS_001 on overdraft). */
export const NO_OVERDRAFT_TYPES = new Set(['CASH', 'FX', 'PERSONAL_EXPENSES']);

/**
 * The user's calendar day, in the time zone of their general settings (UTC without a row):
 * "today" decides which postings count in the balance and which dates are "in the future".
 */
export function userToday(userId: number): SQL {
  return sql`(now() AT TIME ZONE coalesce(
    (SELECT gs.timezone FROM general_settings gs WHERE gs.user_id = ${userId}), 'UTC'))::date`;
}

export async function todayOf(db: Executor, userId: number): Promise<string> {
  const { rows } = await db.execute<{ d: string }>(sql`SELECT ${userToday(userId)}::text AS d`);
  return rows[0]!.d;
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

export type LockedAccount = {
  id: number;
  type: string;
  currency: string;
  active: boolean;
};

/**
 * SELECT … FOR UPDATE on the user's accounts, in id order (two postings between the same two
 * accounts lock them in the same order, so they queue instead of deadlocking). Any id that is
 * missing or another user's answers 404 DB_004, exactly as a missing one.
 */
export async function lockAccounts(
  tx: Executor,
  userId: number,
  ids: number[],
): Promise<Map<number, LockedAccount>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const { rows } = await tx.execute<LockedAccount>(sql`
    SELECT id, type, currency, active FROM accounts
    WHERE user_id = ${userId} AND id = ANY(${`{${unique.join(',')}}`}::int[])
    ORDER BY id FOR UPDATE`);
  if (rows.length !== unique.length) throw AppError.notFound();
  return new Map(rows.map((r) => [r.id, r]));
}

export function assertActive(account: LockedAccount): void {
  if (!account.active) throw new AppError('BUS_004', SCHEMA_MESSAGES.accountInactive);
}

/**
 * The dashboard caches net worth per user; every posting or account change drops that user's
 * entry. Looked up by name: the cache plugin may not be registered (e.g. in a trimmed test app).
 */
export async function invalidateDashboard(app: FastifyInstance, userId: number): Promise<void> {
  if (app.hasDecorator('dashboardCache')) await app.dashboardCache.invalidate(userId);
}

/**
 * Every successful write in this scope (POST, PUT, PATCH, DELETE answering 2xx) changes what the
 * dashboard shows: one hook clears the writer's cached figures before the answer leaves, so no
 * route can forget to and the client's next read is fresh.
 */
export function invalidateDashboardOnWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    const userId = (req as { user?: { id: number } }).user?.id;
    if (req.method === 'GET' || req.method === 'HEAD' || userId === undefined) return;
    if (reply.statusCode >= 200 && reply.statusCode < 300) await invalidateDashboard(app, userId);
  });
}

/**
 * A timestamptz from raw SQL as ISO 8601 'Z'. Drizzle's execute() leaves PostgreSQL's text form
 * ('2024-01-01 10:00:00.123456+00'), while typed queries hand back a Date; both are accepted.
 */
export function isoTime(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  // The usual case, a UTC session, is rewritten as text: parsing two dates per row was 5 % of
  // the server's CPU on a 50-account list.
  const utc = UTC_TEXT.exec(value);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  return new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
}
const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;
