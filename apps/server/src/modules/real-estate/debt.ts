import type { Executor } from '../../db/client.js';

/**
 * The borrowed loans secured on a property (API.md: a Loan's `propertyId`), and what they cost and
 * owe. The loans area (`loans.property_id`, its schedule and its outstanding balance on a day) is
 * built on another branch; until it is merged no loan can name a property, so a property has no
 * linked loan: its debt service and outstanding balance are a true 0 (no debt), not a missing
 * input. Wiring (for whoever merges loans): `linkedLoans` = SELECT id FROM loans WHERE user_id AND
 * property_id AND direction = 'BORROWED'; `debtOf` = Σ of their payments due in [from, to], Σ of
 * their outstanding balances on `to`, Σ of their principals.
 */
export async function linkedLoans(
  _db: Executor,
  _userId: number,
  _propertyId: number,
): Promise<number[]> {
  return [];
}

export interface PropertyDebt {
  debtService: string;
  outstanding: string;
  principal: string;
}

export async function debtOf(
  db: Executor,
  userId: number,
  propertyId: number,
  _from: string,
  _to: string,
): Promise<PropertyDebt> {
  const loans = await linkedLoans(db, userId, propertyId);
  if (loans.length === 0) return { debtService: '0', outstanding: '0', principal: '0' };
  throw new Error('Linked loans are counted once the loans area is merged');
}
