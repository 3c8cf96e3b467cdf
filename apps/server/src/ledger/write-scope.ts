import { INVESTMENT_ACCOUNT_TYPES } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * Whether writing a posting is an 'everyday' write (plugins/dashboard-cache.ts): no account it is
 * on, was on (`txId`, null for a new one) or moves to (`accountIds`) holds investments, and it is
 * no property entry's or loan payment's posting (an edit there changes the property's figures, a
 * trigger copying it back). Then the home's investments, real-estate, loans and trading cards,
 * which read none of it, stay cached. A `txId` that is not the user's is not everyday.
 */
export async function isEverydayPosting(
  db: Executor,
  userId: number,
  txId: number | null,
  accountIds: number[],
) {
  const types = `{${INVESTMENT_ACCOUNT_TYPES.join(',')}}`;
  const { rows } = await db.execute<{ everyday: boolean }>(sql`
    WITH tx AS (SELECT account_id, to_account_id FROM transactions
                WHERE user_id = ${userId} AND id = ${txId}::bigint)
    SELECT (${txId}::bigint IS NULL OR EXISTS (SELECT 1 FROM tx))
       AND NOT EXISTS (
             SELECT 1 FROM accounts a
             WHERE a.user_id = ${userId} AND a.type = ANY(${types}::text[])
               AND (a.id = ANY(${`{${accountIds.join(',')}}`}::int[])
                    OR a.id IN (SELECT account_id FROM tx UNION ALL SELECT to_account_id FROM tx)))
       AND NOT EXISTS (SELECT 1 FROM property_entries WHERE transaction_id = ${txId}::bigint)
       AND NOT EXISTS (SELECT 1 FROM loan_payments WHERE transaction_id = ${txId}::bigint)
       AS everyday`);
  return rows[0]?.everyday === true;
}
