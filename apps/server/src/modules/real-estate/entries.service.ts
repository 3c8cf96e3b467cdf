import {
  AppError,
  type FieldErrors,
  REAL_ESTATE_FIELD_MESSAGES,
  RULE_MESSAGES,
  decimalsFor,
  monthlyDates,
  toDecimal,
} from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { todayOf } from '../../ledger/balances.js';
import { type LockedAccount, assertActive, lockAccounts } from '../../ledger/locks.js';
import { postTransaction } from '../../ledger/post.js';
import { underOverdraftRule } from '../../ledger/post-rules.js';
import type { PropertyEntryWriter } from '../../ledger/property-entry-writer.js';
import * as repo from './entries.repository.js';

/**
 * A property's income and expenses (API.md "Real estate"). With an account, the entry and its
 * INCOME / EXPENSE transaction are one fact: they are written together in one DB transaction here,
 * an edit through /api/transactions is copied back by a trigger (migration 0015), and deleting
 * either deletes both. The posting follows the ledger's rules (ADR 0007, ledger/post.ts): the
 * account is the user's and locked, active, and a no-overdraft account never goes below zero.
 */
type Kind = repo.EntryKind;

/** POST's body of either kind (the route's schema has checked the category against the kind). */
export interface EntryBody {
  propertyId: number;
  date: string;
  amount: number;
  category: string;
  description?: string | null | undefined;
  accountId?: number | null | undefined;
}

interface Draft {
  propertyId: number;
  date: string;
  amount: string;
  category: string;
  description: string | null;
  accountId: number | null;
}

const invalid = (errors: FieldErrors): never => {
  throw AppError.validation(errors);
};

async function propertyCurrency(tx: Tx, userId: number, propertyId: number) {
  const { rows } = await tx.execute<{ currency: string }>(sql`
    SELECT currency FROM properties WHERE user_id = ${userId} AND id = ${propertyId}`);
  if (!rows[0]) throw AppError.notFound();
  return rows[0].currency;
}

/** The amount in the property's currency: more digits than its minor unit is refused, not rounded. */
function checkAmount(amount: string, currency: string): string {
  const places = decimalsFor(currency);
  if (toDecimal(amount).decimalPlaces() > places)
    invalid({ amount: [RULE_MESSAGES.decimals('Amount', places)] });
  return toDecimal(amount).toFixed();
}

/**
 * Writes the ledger side of `d` (insert, update or delete of its transaction) and returns the
 * transaction's id, or null when the entry is not linked (any more).
 */
async function post(
  tx: Tx,
  userId: number,
  kind: Kind,
  d: Draft,
  currency: string,
  existing?: { transactionId: number | null; accountId: number | null },
): Promise<number | null> {
  const oldId = existing?.transactionId ?? null;
  const accountId = d.accountId;
  if (accountId === null) return null;
  // One fact in two places must be one amount: the entry's currency is the account's.
  const sameCurrency = (account: LockedAccount) => {
    if (account.currency !== currency)
      invalid({ accountId: [REAL_ESTATE_FIELD_MESSAGES.accountCurrency(currency)] });
  };
  if (oldId === null) {
    return postTransaction(tx, userId, {
      accountId,
      type: kind,
      category: repo.LINKED_CATEGORY,
      description: d.description,
      date: d.date,
      alsoLock: [existing?.accountId],
      figures: (account) => {
        sameCurrency(account);
        return { amount: d.amount };
      },
    });
  }
  const ids = [accountId, existing?.accountId].filter((x): x is number => typeof x === 'number');
  const account = (await lockAccounts(tx, userId, ids)).get(accountId)!;
  sameCurrency(account);
  assertActive(account);
  const rule = { type: kind, date: d.date, today: await todayOf(tx, userId) };
  await underOverdraftRule(tx, userId, account, rule, () =>
    repo.updatePosting(tx, userId, oldId, { ...d, accountId, type: kind }),
  );
  return oldId;
}

export async function createEntry(db: Database, userId: number, kind: Kind, b: EntryBody) {
  return db.transaction((tx) => createIn(tx, userId, kind, b));
}

async function createIn(tx: Tx, userId: number, kind: Kind, b: EntryBody) {
  return (await writeNew(tx, userId, kind, b)).id;
}

async function writeNew(tx: Tx, userId: number, kind: Kind, b: EntryBody) {
  const currency = await propertyCurrency(tx, userId, b.propertyId);
  const d: Draft = {
    propertyId: b.propertyId,
    date: b.date,
    amount: checkAmount(String(b.amount), currency),
    category: b.category,
    description: b.description || null,
    accountId: b.accountId ?? null,
  };
  const transactionId = await post(tx, userId, kind, d, currency);
  return { id: await repo.insertEntry(tx, userId, kind, { ...d, transactionId }), transactionId };
}

/**
 * What a recurring item of a property posts through (ledger/property-entry-writer.ts): the same
 * entry and transaction as POST /income or /expenses with an account.
 */
export const propertyEntryWriter: PropertyEntryWriter = {
  async check(tx, userId, propertyId, accountId) {
    const { rows } = await tx.execute<{ currency: string }>(sql`
      SELECT currency FROM properties WHERE user_id = ${userId} AND id = ${propertyId}`);
    if (!rows[0]) invalid({ propertyId: ['Property is invalid'] });
    const account = (await lockAccounts(tx, userId, [accountId])).get(accountId)!;
    if (account.currency !== rows[0]!.currency)
      invalid({ accountId: [REAL_ESTATE_FIELD_MESSAGES.accountCurrency(rows[0]!.currency)] });
  },
  async write(tx, userId, d) {
    const { transactionId } = await writeNew(tx, userId, d.kind, {
      propertyId: d.propertyId,
      date: d.date,
      amount: Number(d.amount),
      category: d.category,
      description: d.description,
      accountId: d.accountId,
    });
    return transactionId!;
  },
};

/**
 * "Repeat monthly": copies of the entry on the same day of each later month up to `until`, in one
 * DB transaction (all or none: an overdraft on the fifth copy leaves no copy behind).
 */
export async function repeatEntry(
  db: Database,
  userId: number,
  kind: Kind,
  id: number,
  until: string,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const row = await repo.lockEntry(tx, userId, kind, id);
    if (!row) throw AppError.notFound();
    const ids: number[] = [];
    for (const date of monthlyDates(row.date, until)) {
      const copy = {
        propertyId: row.property_id,
        date,
        amount: Number(row.amount),
        category: row.category,
        description: row.description,
        accountId: row.account_id,
      };
      ids.push(await createIn(tx, userId, kind, copy));
    }
    return ids;
  });
}

/** PUT: the body merged over the stored entry; linking, relinking and unlinking an account too. */
export async function updateEntry(
  db: Database,
  userId: number,
  kind: Kind,
  id: number,
  b: Partial<EntryBody>,
) {
  await db.transaction(async (tx) => {
    const row = await repo.lockEntry(tx, userId, kind, id);
    if (!row) throw AppError.notFound();
    const d: Draft = {
      propertyId: b.propertyId ?? row.property_id,
      date: b.date ?? row.date,
      amount: String(b.amount ?? row.amount),
      category: b.category ?? row.category,
      description: b.description !== undefined ? b.description || null : row.description,
      accountId: b.accountId !== undefined ? b.accountId : row.account_id,
    };
    const currency = await propertyCurrency(tx, userId, d.propertyId);
    d.amount = checkAmount(d.amount, currency);
    const oldTransaction = row.transaction_id === null ? null : Number(row.transaction_id);
    const transactionId = await post(tx, userId, kind, d, currency, {
      transactionId: oldTransaction,
      accountId: row.account_id,
    });
    await repo.updateEntry(tx, userId, id, { ...d, transactionId });
    // Unlinked: the transaction goes, after the entry let go of it (its FK would cascade).
    if (oldTransaction !== null && transactionId === null)
      await repo.deletePosting(tx, userId, oldTransaction);
  });
}

/** Deleting a linked entry deletes its transaction, which takes the entry with it. */
export async function deleteEntry(db: Database, userId: number, kind: Kind, id: number) {
  await db.transaction(async (tx) => {
    const row = await repo.lockEntry(tx, userId, kind, id);
    if (!row) throw AppError.notFound();
    if (row.transaction_id !== null)
      await repo.deletePosting(tx, userId, Number(row.transaction_id));
    else await repo.deleteEntry(tx, userId, id);
  });
}
