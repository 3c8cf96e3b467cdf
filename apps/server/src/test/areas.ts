import { AREAS } from '../areas/index.js';
import { ledgerOf } from '../areas/plug-in.js';
import type { Database, Executor } from '../db/client.js';
import * as invariant from '../ledger/invariant.js';
import { autoPostDue } from '../modules/loans/loans.autopost.js';
import * as autopost from '../modules/recurring/recurring.autopost.js';

/** The ledger as every app builds it from the areas' declarations (app.ledger), for tests. */
export const LEDGER = ledgerOf(AREAS);

/** The ledger's invariant over every declared posting source (ledger/invariant.ts). */
export function ledgerDrift(db: Executor, userId: number) {
  return invariant.ledgerDrift(db, userId, LEDGER.postingSources);
}

/** One run of recurring's auto-posting, as the app's schedule runs it. */
export function runAutoPost(db: Database) {
  return autopost.runAutoPost(db, LEDGER);
}

/** One run of the loans' auto-posting (each due payment of an autoPost loan), as the app's runs it. */
export function runLoanAutoPost(db: Database) {
  return autoPostDue(db);
}
