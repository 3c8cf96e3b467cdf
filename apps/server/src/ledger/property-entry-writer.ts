import type { Tx } from '../db/client.js';

/**
 * How a recurring item posts rent or a charge of a property (the real-estate brief: "recurring rent
 * and charges come from the expenses issue's recurring items") without importing the real-estate
 * module (features never import each other): real estate declares its writer (real-estate.area.ts)
 * and the ledger context hands it to recurring (context.ts). The
 * entry's transaction itself is posted by ledger/post.ts, as every area's is.
 */
export interface PropertyEntryDraft {
  propertyId: number;
  kind: 'INCOME' | 'EXPENSE';
  accountId: number;
  amount: string;
  /** One of the property entry categories of its kind (RENT, TAX, …). */
  category: string;
  description: string | null;
  date: string;
}

export interface PropertyEntryWriter {
  /** Refuses (400, the field named) a property that is not the user's or not in the account's currency. */
  check(tx: Tx, userId: number, propertyId: number, accountId: number): Promise<void>;
  /** Writes the entry and its transaction as one fact in the caller's DB transaction; the transaction's id. */
  write(tx: Tx, userId: number, draft: PropertyEntryDraft): Promise<number>;
}
