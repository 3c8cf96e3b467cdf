import type { Transaction } from '@wealthlog/core';
import type { Executor } from '../db/client.js';

/**
 * How another area reads a transaction back as the API shows it (a recurring item's posting, a
 * rule's preview) without importing the transactions module (features never import each other):
 * the transactions area declares its reader (transactions.area.ts) and the ledger context hands it
 * to the others (context.ts, ADR 0023). Writing needs no registry: every area posts through ledger/post.ts.
 */
export type TransactionReader = (db: Executor, userId: number, id: number) => Promise<Transaction>;
