import { type Area, mount } from '../../areas/area.js';
import { transactions, transactionSplits } from '../../db/schema/index.js';
import { transactionPostings } from './transactions.postings.js';
import { transactionRoutes } from './transactions.routes.js';
import { mergeSearchIndex } from './import.staging.js';
import { getTransaction } from './transactions.service.js';

/**
 * The recurring item that posted a transaction has no foreign key; deleting the item, however it
 * goes, unlinks its transactions (a trigger, migration 0030). Before that, an item that went with
 * its account or property (their foreign keys' cascade) left them pointing at it, and backups made
 * then hold such links. One is restored as none, occurrence included, as deleting the item now
 * leaves it: never refused (the backup would be unrestorable) nor kept (the old id may be another
 * item on the new server).
 */
const recurringIdRemap = (value: string, lookup: (kind: string, old: string) => string) =>
  `(${lookup('recurringItems', value)})::integer`;
const occurrenceRemap = (value: string, lookup: (kind: string, old: string) => string) =>
  `CASE WHEN ${lookup('recurringItems', 's."recurringId"')} IS NULL THEN NULL ELSE ${value} END`;

/** Transactions post into accounts and are read back by recurring items and rules. */
export const transactionsArea: Area = {
  name: 'transactions',
  routes: [mount('/transactions', transactionRoutes)],
  postingSources: [transactionPostings],
  transactionReader: getTransaction,
  // Restored as rows, not posted again (ADR 0027): the ledger's triggers build the balances.
  backupKinds: [
    {
      kind: 'transactions',
      table: transactions,
      refs: { recurringId: 'recurringItems' },
      remap: { recurringId: recurringIdRemap, occurrence: occurrenceRemap },
      committed: mergeSearchIndex,
    },
    { kind: 'transactionSplits', table: transactionSplits },
  ],
};
