import {
  type Account,
  type AccountStatusBody,
  type CostBasisMethod,
  type CostBasisPreview,
  DEFAULT_COST_BASIS,
  AppError,
  type CreateAccountBody,
  SCHEMA_MESSAGES,
  type StatusChange,
  decimalsFor,
  RULE_MESSAGES,
  toDecimal,
  type UpdateAccountBody,
} from '@wealthlog/core';
import type { Database } from '../../db/client.js';
import * as repo from './accounts.repository.js';
import { toAccount, toStatusChange } from './accounts.mapper.js';
import type { Executor } from '../../db/client.js';
import { lockAccounts } from '../../ledger/locks.js';
import { releaseStatementRef } from '../../ledger/statement-ref.js';
import { todayOf } from '../../ledger/balances.js';
import type { PostingSource } from '../../ledger/posting-sources.js';
import { type CostBasisBooker, costBasisChange, costBasisPreview } from './accounts.cost-basis.js';

/** Business rules of /api/account (API.md "Accounts"). */

export async function listAccounts(db: Executor, userId: number): Promise<Account[]> {
  return (await repo.selectAccounts(db, userId)).map(toAccount);
}

export async function getAccount(db: Executor, userId: number, id: number): Promise<Account> {
  const [row] = await repo.selectAccounts(db, userId, id);
  if (!row) throw AppError.notFound();
  return toAccount(row);
}

async function assertOpeningDate(db: Executor, userId: number, day: string | undefined) {
  if (day !== undefined && day > (await todayOf(db, userId))) {
    throw AppError.validation({ openingDate: [SCHEMA_MESSAGES.openingDateInFuture] });
  }
}

/** A statement ref as stored: '' forgets it (null), as null does; undefined leaves it. */
const refOf = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

// numeric text for the database, never a float on the way in.
const money = (n: number | undefined) => (n === undefined ? undefined : toDecimal(n).toFixed());

export async function createAccount(
  db: Database,
  userId: number,
  body: CreateAccountBody,
): Promise<Account> {
  await assertOpeningDate(db, userId, body.openingDate);
  const places = decimalsFor(body.currency);
  if (body.balance !== undefined && toDecimal(body.balance).decimalPlaces() > places) {
    // 0.001 EUR would be stored as 0: refused, never rounded away in silence.
    throw AppError.validation({ balance: [RULE_MESSAGES.decimals('Balance', places)] });
  }
  const statementRef = refOf(body.statementRef) ?? null;
  const id = await db.transaction(async (tx) => {
    if (statementRef) await releaseStatementRef(tx, userId, statementRef, null);
    return repo.insertAccount(tx, userId, {
      name: body.name,
      type: body.type,
      currency: body.currency,
      openingBalance: money(body.balance) ?? '0',
      openingDate: body.openingDate,
      costBasis: body.costBasis ?? DEFAULT_COST_BASIS,
      statementRef,
    });
  });
  return getAccount(db, userId, id);
}

async function hasPostings(
  db: Executor,
  userId: number,
  id: number,
  sources: readonly PostingSource[],
): Promise<boolean> {
  for (const source of sources) if (await source.exists(db, userId, id)) return true;
  return false;
}

/**
 * PUT /api/account/{id}. A new cost-basis method re-books every trade of the account (P&L, the
 * balance on each exit's day, summaries, positions) in this one transaction (ADR 0010, addendum).
 */
export async function updateAccount(
  db: Database,
  userId: number,
  id: number,
  body: UpdateAccountBody,
  booker: CostBasisBooker,
  sources: readonly PostingSource[],
): Promise<Account> {
  await assertOpeningDate(db, userId, body.openingDate);
  await db.transaction(async (tx) => {
    if (body.costBasis !== undefined) await booker.lockTrades(tx, userId, id);
    const locked = (await lockAccounts(tx, userId, [id])).get(id)!;
    const [row] = await repo.selectAccounts(tx, userId, id);
    const method = costBasisChange(locked, row!.cost_basis as CostBasisMethod, body);
    // The amounts of existing postings are in the old currency: relabelling them would be wrong.
    if (
      body.currency !== undefined &&
      body.currency !== locked.currency &&
      (await hasPostings(tx, userId, id, sources))
    ) {
      throw new AppError('BUS_004', SCHEMA_MESSAGES.currencyLocked, { reason: 'currencyLocked' });
    }
    const statementRef = refOf(body.statementRef);
    if (statementRef) await releaseStatementRef(tx, userId, statementRef, id);
    await repo.updateAccount(tx, userId, id, {
      statementRef,
      name: body.name,
      type: body.type,
      currency: body.currency,
      openingDate: body.openingDate,
      costBasis: method ?? undefined,
    });
    if (method) {
      await booker.rebook(tx, userId, { id, currency: body.currency ?? locked.currency }, method);
    }
  });
  return getAccount(db, userId, id);
}

export async function previewCostBasis(
  db: Database,
  userId: number,
  id: number,
  method: CostBasisMethod,
  booker: CostBasisBooker,
): Promise<CostBasisPreview> {
  return costBasisPreview(db, userId, await getAccount(db, userId, id), method, booker);
}

/** PATCH …/status and the PATCH fallback: the flag and its StatusChange in one DB transaction. */
export async function setStatus(
  db: Database,
  userId: number,
  id: number,
  body: AccountStatusBody,
): Promise<Account> {
  await db.transaction(async (tx) => {
    const locked = (await lockAccounts(tx, userId, [id])).get(id)!;
    await repo.insertStatusChange(tx, userId, {
      accountId: id,
      previousActive: locked.active,
      active: body.active,
      reason: body.reason ?? null,
      comment: body.comment ? body.comment : null,
    });
    await repo.updateAccount(tx, userId, id, { active: body.active });
  });
  return getAccount(db, userId, id);
}

export async function deleteAccount(
  db: Database,
  userId: number,
  id: number,
  cascade: boolean,
  sources: readonly PostingSource[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccounts(tx, userId, [id]);
    if (!cascade) {
      if (await hasPostings(tx, userId, id, sources)) {
        throw new AppError('BUS_004', SCHEMA_MESSAGES.accountHasPostings, {
          status: 409,
          reason: 'accountHasPostings',
        });
      }
    } else {
      for (const source of sources) await source.remove(tx, userId, id);
    }
    await repo.deleteAccountRow(tx, userId, id);
  });
}

export async function statusHistory(
  db: Executor,
  userId: number,
  accountId?: number,
): Promise<StatusChange[]> {
  // One account: it must be the caller's (404 otherwise, like any other id).
  if (accountId !== undefined) await getAccount(db, userId, accountId);
  return (await repo.selectStatusHistory(db, userId, accountId)).map(toStatusChange);
}
