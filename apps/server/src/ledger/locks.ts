import { AppError, SCHEMA_MESSAGES } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/** The rules every posting follows, whatever area it comes from: row locks, overdraft, active. */

/** Account types whose balance may not go below zero (422 BUS_001 on overdraft). */
export const NO_OVERDRAFT_TYPES = new Set(['CASH', 'FX', 'PERSONAL_EXPENSES']);

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
  if (!account.active)
    throw new AppError('BUS_004', SCHEMA_MESSAGES.accountInactive, { reason: 'accountInactive' });
}
