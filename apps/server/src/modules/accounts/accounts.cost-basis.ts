import {
  AppError,
  type CostBasisMethod,
  type CostBasisPreview,
  DEFAULT_COST_BASIS,
  isInvestmentAccountType,
  SCHEMA_MESSAGES,
  toMoneyNumber,
  type UpdateAccountBody,
} from '@wealthlog/core';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { LockedAccount } from '../../ledger/locks.js';

/**
 * What a change of an account's cost-basis method needs from trading (ADR 0010, addendum), handed
 * to the account routes by accounts.area.ts: modules do not import one another. Implemented by
 * modules/trading/trading.cost-basis.ts.
 */
export interface CostBasisBooker {
  /** Row locks on the account's trades, taken before the account's own (the trade writes' order). */
  lockTrades(tx: Tx, userId: number, accountId: number): Promise<void>;
  /** Σ realised P&L booked now and under `method`, numeric text in the account's currency. */
  realized(
    db: DbOrTx,
    userId: number,
    account: { id: number; currency: string },
    method: CostBasisMethod,
  ): Promise<{ current: string; next: string }>;
  /** Re-books every trade of the account under `method`, in the caller's transaction. */
  rebook(
    tx: Tx,
    userId: number,
    account: { id: number; currency: string },
    method: CostBasisMethod,
  ): Promise<void>;
}

/**
 * The method a PUT moves the (locked) account to, or null when it stays. A method is chosen only
 * for an investment type (the type after the PUT); an account leaving those types must be back on
 * FIFO first, since its trades would otherwise keep a method nobody can see or change.
 */
export function costBasisChange(
  locked: LockedAccount,
  stored: CostBasisMethod,
  body: UpdateAccountBody,
): CostBasisMethod | null {
  const investment = isInvestmentAccountType(body.type ?? locked.type);
  if (body.costBasis !== undefined && !investment) {
    throw AppError.validation({ costBasis: [SCHEMA_MESSAGES.costBasisInvestmentOnly] });
  }
  if (body.costBasis === undefined && !investment && stored !== DEFAULT_COST_BASIS) {
    throw AppError.validation({ type: [SCHEMA_MESSAGES.costBasisKeepsType] });
  }
  return body.costBasis !== undefined && body.costBasis !== stored ? body.costBasis : null;
}

/**
 * GET …/cost-basis-preview: the account's realised P&L under `method` beside today's. A read, so
 * for any account: the form also confirms a type change to an investment type with a new method.
 */
export async function costBasisPreview(
  db: DbOrTx,
  userId: number,
  account: { id: number; currency: string },
  method: CostBasisMethod,
  booker: CostBasisBooker,
): Promise<CostBasisPreview> {
  const { current, next } = await booker.realized(db, userId, account, method);
  return {
    method,
    realizedPnl: toMoneyNumber(next, account.currency),
    currentRealizedPnl: toMoneyNumber(current, account.currency),
    currency: account.currency,
  };
}
