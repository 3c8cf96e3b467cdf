import type { InstrumentBody } from '@wealthlog/core';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { instruments } from '../../db/schema/index.js';

/** The user's instruments (symbols are kept upper-case); every query scoped by the user's id. */
export type InstrumentRow = typeof instruments.$inferSelect;

export async function listInstruments(db: DbOrTx, userId: number): Promise<InstrumentRow[]> {
  return db
    .select()
    .from(instruments)
    .where(eq(instruments.userId, userId))
    .orderBy(asc(instruments.symbol));
}

export async function findInstrument(
  db: DbOrTx,
  userId: number,
  symbol: string,
): Promise<InstrumentRow | null> {
  const [row] = await db
    .select()
    .from(instruments)
    .where(and(eq(instruments.userId, userId), eq(instruments.symbol, symbol)));
  return row ?? null;
}

/** Creates or replaces the instrument; the answer says which (201 or 200). */
export async function upsertInstrument(
  db: DbOrTx,
  userId: number,
  symbol: string,
  body: InstrumentBody,
): Promise<{ row: InstrumentRow; created: boolean }> {
  const values = {
    name: body.name || null,
    assetClass: body.assetClass,
    currency: body.currency ?? null,
    multiplier: String(body.multiplier),
    pipSize: body.pipSize == null ? null : String(body.pipSize),
  };
  const [row] = await db
    .insert(instruments)
    .values({ userId, symbol, ...values })
    .onConflictDoUpdate({
      target: [instruments.userId, instruments.symbol],
      set: { ...values, updatedAt: sql`now()` },
    })
    // xmax is 0 for a row this statement inserted, the locking transaction's id for an update.
    .returning({ ...getTableColumns(instruments), created: sql<boolean>`(xmax = 0)` });
  const { created, ...rest } = row!;
  return { row: rest, created };
}

export async function deleteInstrument(db: DbOrTx, userId: number, symbol: string) {
  const rows = await db
    .delete(instruments)
    .where(and(eq(instruments.userId, userId), eq(instruments.symbol, symbol)))
    .returning({ symbol: instruments.symbol });
  return rows.length > 0;
}
