import type { Transaction } from '@wealthlog/core';
import type { Executor } from '../db/client.js';

/**
 * How another area reads a transaction back as the API shows it (a recurring item's posting, a
 * rule's preview) without importing the transactions module (features never import each other):
 * the transactions module registers its reader in app.ts, as posting sources register theirs
 * (ADR 0007). Writing needs no registry: every area posts through ledger/post.ts.
 */
export type TransactionReader = (db: Executor, userId: number, id: number) => Promise<Transaction>;

let registered: TransactionReader | undefined;

export function registerTransactionReader(reader: TransactionReader): void {
  registered = reader;
}

/** The user's transaction `id` (404 when it is not theirs). */
export function readTransaction(db: Executor, userId: number, id: number): Promise<Transaction> {
  if (!registered) throw new Error('No transaction reader registered (app.ts)');
  return registered(db, userId, id);
}
