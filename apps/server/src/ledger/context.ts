import type { NetWorthInput } from './networth-inputs.js';
import type { PostingSource } from './posting-sources.js';
import type { PropertyEntryWriter } from './property-entry-writer.js';
import type { TransactionReader } from './transaction-reader.js';

/**
 * What the ledger is made of at run time, built once from the areas' declarations
 * (areas/plug-in.ts, ADR 0023) and hung on the Fastify instance as `app.ledger`: the ledger keeps no
 * registry of its own, so two apps in one process (tests) cannot see each other's, and what an
 * area adds is read in one place, its `<area>.area.ts`.
 */
export interface LedgerContext {
  /** Every table that posts into accounts, in area order (ADR 0007). */
  postingSources: readonly PostingSource[];
  /** Every part of net worth, in area order: the dashboard's statement unions them. */
  netWorthInputs: readonly NetWorthInput[];
  /** How an area reads a transaction back as the API shows it (the transactions area's). */
  readTransaction: TransactionReader;
  /** How a recurring item posts a property's rent or charge (the real-estate area's). */
  propertyEntryWriter: PropertyEntryWriter;
}

declare module 'fastify' {
  interface FastifyInstance {
    ledger: LedgerContext;
  }
}
