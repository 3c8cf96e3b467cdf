import { type Area, mount } from '../../areas/area.js';
import { transactions, transactionSplits } from '../../db/schema/index.js';
import { transactionPostings } from './transactions.postings.js';
import { transactionRoutes } from './transactions.routes.js';
import { getTransaction } from './transactions.service.js';

/** Transactions post into accounts and are read back by recurring items and rules. */
export const transactionsArea: Area = {
  name: 'transactions',
  routes: [mount('/transactions', transactionRoutes)],
  postingSources: [transactionPostings],
  transactionReader: getTransaction,
  // Restored as rows, not posted again (ADR 0027): the ledger's triggers build the balances.
  backupKinds: [
    { kind: 'transactions', table: transactions, refs: { recurringId: 'recurringItems' } },
    { kind: 'transactionSplits', table: transactionSplits },
  ],
};
