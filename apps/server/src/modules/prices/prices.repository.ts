import type { PriceBody, PriceListQuery } from '@wealthlog/core';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { prices } from '../../db/schema/index.js';

/** SQL of the prices area; every query is scoped by the user's id (DESIGN rule 4). */
export type PriceRow = typeof prices.$inferSelect;

/**
 * With an instrument: the winning price of each day in the range (a typed one over an imported
 * one). Without: the latest winning price of each instrument the user has prices for.
 */
export async function listPrices(db: DbOrTx, userId: number, q: PriceListQuery) {
  const { rows } = await db.execute<{
    instrument: string;
    date: string;
    source: string;
    price: string;
    currency: string | null;
    updated_at: Date | string;
  }>(
    q.instrument === undefined
      ? sql`
        SELECT DISTINCT ON (instrument) instrument, date::text AS date, source, price::text AS price,
               currency, updated_at
        FROM prices WHERE user_id = ${userId}
        ORDER BY instrument, date DESC, (source = 'MANUAL') DESC`
      : sql`
        SELECT DISTINCT ON (date) instrument, date::text AS date, source, price::text AS price,
               currency, updated_at
        FROM prices
        WHERE user_id = ${userId} AND instrument = ${q.instrument}
          AND date >= ${q.from ?? '1900-01-01'}::date AND date <= ${q.to ?? '2199-12-31'}::date
        ORDER BY date, (source = 'MANUAL') DESC`,
  );
  return rows.map(({ updated_at, ...r }) => ({ ...r, updatedAt: new Date(updated_at) }));
}

/** The user's own price of that day, created or replaced; the answer says which (201 or 200). */
export async function upsertPrice(db: DbOrTx, userId: number, body: PriceBody) {
  const values = { price: String(body.price), currency: body.currency ?? null };
  const [row] = await db
    .insert(prices)
    .values({ userId, instrument: body.instrument, date: body.date, source: 'MANUAL', ...values })
    .onConflictDoUpdate({
      target: [prices.userId, prices.instrument, prices.date, prices.source],
      set: { ...values, updatedAt: sql`now()` },
    })
    // xmax is 0 for a row this statement inserted, the locking transaction's id for an update.
    .returning({ ...getTableColumns(prices), created: sql<boolean>`(xmax = 0)` });
  const { created, ...rest } = row!;
  return { row: rest, created };
}

/** Removes the user's own price of that day; imported prices stay (a new import replaces them). */
export async function deletePrice(db: DbOrTx, userId: number, instrument: string, date: string) {
  const rows = await db
    .delete(prices)
    .where(
      and(
        eq(prices.userId, userId),
        eq(prices.instrument, instrument),
        eq(prices.date, date),
        eq(prices.source, 'MANUAL'),
      ),
    )
    .returning({ instrument: prices.instrument });
  return rows.length > 0;
}
