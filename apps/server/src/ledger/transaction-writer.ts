import type { Transaction, TransactionType } from '@wealthlog/core';
import type { Executor } from '../db/client.js';

/**
 * How another area writes a transaction by the ledger's rules without importing the transactions
 * module (features never import each other): the transactions module registers its writer in
 * app.ts, as posting sources register theirs (ADR 0007). Recurring items post through it.
 */
export interface TransactionDraft {
  accountId: number;
  toAccountId: number | null;
  type: TransactionType;
  amount: string;
  category: string | null;
  description: string | null;
  date: string;
  /** The recurring item and occurrence (rule date) it posts; unique per occurrence. */
  recurringId: number;
  occurrence: string;
}

export interface TransactionWriter {
  /** Writes it in the caller's DB transaction (locks, overdraft, active account); its id. */
  write(tx: Executor, userId: number, draft: TransactionDraft): Promise<number>;
  read(db: Executor, userId: number, id: number): Promise<Transaction>;
}

let registered: TransactionWriter | undefined;

export function registerTransactionWriter(writer: TransactionWriter): void {
  registered = writer;
}

export function transactionWriter(): TransactionWriter {
  if (!registered) throw new Error('No transaction writer registered (app.ts)');
  return registered;
}
