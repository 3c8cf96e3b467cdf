import type { CreatePropertyBody, ValuationBody } from '@wealthlog/core';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx, Executor } from '../../db/client.js';
import { properties, propertyValuations } from '../../db/schema/index.js';
import { userToday } from '../../ledger/balances.js';

/** SQL of properties and their valuations; every query is scoped by the user's id (rule 4). */
export type PropertyRow = typeof properties.$inferSelect & {
  currentValue: string;
  currentValueDate: string;
  improvements: string;
};

/**
 * The stored columns plus what a property answer computes: its value today (the latest valuation
 * on or before the user's today, else the purchase price: one probe of the (property_id, date)
 * index) and the improvements its realised gain subtracts.
 */
function selectProperties(userId: number) {
  const today = userToday(userId);
  return sql`
    SELECT p.*, v.value AS current_value, v.day AS current_value_date,
           coalesce((SELECT sum(e.amount) FROM property_entries e
                     WHERE e.property_id = p.id AND e.kind = 'EXPENSE'
                       AND e.category = 'IMPROVEMENT'), 0)::text AS improvements
    FROM properties p
    CROSS JOIN LATERAL (
      SELECT coalesce(lv.value, p.purchase_price)::text AS value,
             coalesce(lv.date, p.purchase_date)::text AS day
      FROM (SELECT 1) one
      LEFT JOIN LATERAL (SELECT value, date FROM property_valuations pv
                         WHERE pv.property_id = p.id AND pv.date <= ${today}
                         ORDER BY pv.date DESC LIMIT 1) lv ON true
    ) v
    WHERE p.user_id = ${userId}`;
}

type RawRow = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

function toRow(r: RawRow): PropertyRow {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    name: String(r.name),
    kind: String(r.kind),
    address: text(r.address),
    currency: String(r.currency),
    purchaseDate: String(r.purchase_date),
    purchasePrice: String(r.purchase_price),
    purchaseCosts: String(r.purchase_costs),
    ownershipPct: String(r.ownership_pct),
    saleDate: text(r.sale_date),
    salePrice: text(r.sale_price),
    monthlyRent: text(r.monthly_rent),
    vacancyPct: text(r.vacancy_pct),
    notes: text(r.notes),
    mediaIds: (r.media_ids as string[] | null) ?? [],
    createdAt: new Date(r.created_at as string),
    updatedAt: new Date(r.updated_at as string),
    currentValue: String(r.current_value),
    currentValueDate: String(r.current_value_date),
    improvements: String(r.improvements),
  };
}

export async function listProperties(db: Executor, userId: number): Promise<PropertyRow[]> {
  const { rows } = await db.execute<RawRow>(
    sql`${selectProperties(userId)} ORDER BY p.sale_date IS NOT NULL, p.purchase_date, p.id`,
  );
  return rows.map(toRow);
}

export async function findProperty(db: Executor, userId: number, id: number) {
  const { rows } = await db.execute<RawRow>(sql`${selectProperties(userId)} AND p.id = ${id}`);
  return rows[0] ? toRow(rows[0]) : undefined;
}

/** The stored row under a lock: PUT merges over it, DELETE counts what hangs on it. */
export async function lockProperty(db: Executor, userId: number, id: number) {
  const { rows } = await db.execute<{ id: number; purchase_date: string; currency: string }>(sql`
    SELECT id, purchase_date::text, currency FROM properties
    WHERE user_id = ${userId} AND id = ${id} FOR UPDATE`);
  return rows[0];
}

export type PropertyValues = Omit<
  typeof properties.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

export function valuesOf(b: Partial<CreatePropertyBody>): Partial<PropertyValues> {
  const num = (v: number | null | undefined) =>
    v === undefined ? undefined : v === null ? null : String(v);
  const out: Partial<PropertyValues> = {
    name: b.name,
    kind: b.kind,
    address: b.address === undefined ? undefined : b.address || null,
    currency: b.currency,
    purchaseDate: b.purchaseDate,
    purchasePrice: num(b.purchasePrice) ?? undefined,
    purchaseCosts: num(b.purchaseCosts) ?? undefined,
    ownershipPct: num(b.ownershipPct) ?? undefined,
    saleDate: b.saleDate,
    salePrice: num(b.salePrice),
    monthlyRent: num(b.monthlyRent),
    vacancyPct: num(b.vacancyPct),
    notes: b.notes === undefined ? undefined : b.notes || null,
    mediaIds: b.mediaIds,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

export async function insertProperty(db: DbOrTx, userId: number, v: PropertyValues) {
  const [row] = await db
    .insert(properties)
    .values({ ...v, userId })
    .returning({ id: properties.id });
  return row!.id;
}

export async function updateProperty(
  db: DbOrTx,
  userId: number,
  id: number,
  v: Partial<PropertyValues>,
) {
  await db
    .update(properties)
    .set({ ...v, updatedAt: sql`now()` })
    .where(and(eq(properties.userId, userId), eq(properties.id, id)));
}

export async function deleteProperty(db: DbOrTx, userId: number, id: number) {
  await db.delete(properties).where(and(eq(properties.userId, userId), eq(properties.id, id)));
}

/** What a DELETE without ?cascade=true refuses to take with it: income and expenses. */
export async function countEntries(db: Executor, userId: number, propertyId: number) {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM property_entries
    WHERE user_id = ${userId} AND property_id = ${propertyId}`);
  return rows[0]!.n;
}

export type ValuationRow = typeof propertyValuations.$inferSelect;

export async function listValuations(db: DbOrTx, userId: number, propertyId: number) {
  return db
    .select(getTableColumns(propertyValuations))
    .from(propertyValuations)
    .where(
      and(eq(propertyValuations.userId, userId), eq(propertyValuations.propertyId, propertyId)),
    )
    .orderBy(asc(propertyValuations.date));
}

/** One valuation a day: a second one on the same day replaces the first (201, then 200). */
export async function upsertValuation(
  db: DbOrTx,
  userId: number,
  propertyId: number,
  b: ValuationBody,
) {
  const set = { value: String(b.value), source: b.source };
  const [row] = await db
    .insert(propertyValuations)
    .values({ userId, propertyId, date: b.date, ...set })
    .onConflictDoUpdate({ target: [propertyValuations.propertyId, propertyValuations.date], set })
    .returning({ ...getTableColumns(propertyValuations), created: sql<boolean>`(xmax = 0)` });
  const { created, ...rest } = row!;
  return { row: rest, created };
}

export async function deleteValuation(
  db: DbOrTx,
  userId: number,
  propertyId: number,
  valuationId: number,
) {
  const rows = await db
    .delete(propertyValuations)
    .where(
      and(
        eq(propertyValuations.userId, userId),
        eq(propertyValuations.propertyId, propertyId),
        eq(propertyValuations.id, valuationId),
      ),
    )
    .returning({ id: propertyValuations.id });
  return rows.length > 0;
}
