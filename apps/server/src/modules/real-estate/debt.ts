import { toDecimal } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { debtServiceBetween, outstandingOn } from '../../ledger/loan-figures.js';

/**
 * The borrowed loans secured on a property (API.md: a Loan's `propertyId`), and what they cost and
 * owe, through the loans' own figures (ledger/loan-figures.ts: the schedule computed on read, the
 * per-day balance). Linking or unlinking a loan never changes net worth: the loan counts as a
 * liability either way; it only changes the property's equity, LTV and debt service.
 */
export async function linkedLoans(
  db: Executor,
  userId: number,
  propertyId: number,
): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT id FROM loans
    WHERE user_id = ${userId} AND property_id = ${propertyId} AND direction = 'BORROWED'
    ORDER BY id`);
  return rows.map((r) => r.id);
}

/**
 * A deleted property's loans stay, linked to nothing (a loan names one of the user's properties or
 * none, API.md), borrowed or lent: no dangling link is left for a read or a backup to meet.
 */
export async function unlinkLoans(db: Executor, userId: number, propertyId: number) {
  await db.execute(sql`
    UPDATE loans SET property_id = NULL, updated_at = now()
    WHERE user_id = ${userId} AND property_id = ${propertyId}`);
}

/** The linked loans of every property of the user, in one query (the property list). */
export async function linkedLoansByProperty(
  db: Executor,
  userId: number,
): Promise<Map<number, number[]>> {
  const { rows } = await db.execute<{ id: number; property_id: number }>(sql`
    SELECT id, property_id FROM loans
    WHERE user_id = ${userId} AND property_id IS NOT NULL AND direction = 'BORROWED'
    ORDER BY id`);
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.property_id, [...(out.get(r.property_id) ?? []), r.id]);
  return out;
}

export interface PropertyDebt {
  debtService: string;
  outstanding: string;
  principal: string;
}

/**
 * Σ over the linked loans in the property's currency: the payments due in [from, to], what is
 * owed at the end of `to`, and what was borrowed. A loan in another currency is left out (its
 * figures would need a rate the metrics do not take).
 */
export async function debtOf(
  db: Executor,
  userId: number,
  propertyId: number,
  from: string,
  to: string,
): Promise<PropertyDebt> {
  const { rows } = await db.execute<{ id: number; principal: string }>(sql`
    SELECT l.id, l.principal::text AS principal
    FROM loans l JOIN properties p ON p.user_id = l.user_id AND p.id = l.property_id
    WHERE l.user_id = ${userId} AND l.property_id = ${propertyId}
      AND l.direction = 'BORROWED' AND l.currency = p.currency
    ORDER BY l.id`);
  let debtService = toDecimal(0);
  let outstanding = toDecimal(0);
  let principal = toDecimal(0);
  for (const loan of rows) {
    // One after another: `db` may be a transaction (one connection, one query at a time).
    const service = await debtServiceBetween(db, userId, loan.id, from, to);
    const owed = await outstandingOn(db, userId, loan.id, to);
    debtService = debtService.plus(service?.amount ?? 0);
    outstanding = outstanding.plus(owed?.outstanding ?? 0);
    principal = principal.plus(loan.principal);
  }
  return {
    debtService: debtService.toFixed(),
    outstanding: outstanding.toFixed(),
    principal: principal.toFixed(),
  };
}
