import { pageOffset, type TradeListQuery } from '@wealthlog/core';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  accounts,
  instruments,
  tradeFills,
  trades,
  tradingSettings,
} from '../../db/schema/index.js';
import { SET_SUMMARY, SUMMARY_OF_FILLS } from './trading.summary.sql.js';

/** SQL of the trading area; every query is scoped by the user's id (DESIGN rule 4). */
export type TradeRow = typeof trades.$inferSelect;
export type FillRow = typeof tradeFills.$inferSelect;

export async function lockTrade(tx: Tx, userId: number, id: number): Promise<TradeRow | null> {
  const [row] = await tx
    .select()
    .from(trades)
    .where(and(eq(trades.userId, userId), eq(trades.id, id)))
    .for('update');
  return row ?? null;
}

export async function findTrade(db: DbOrTx, userId: number, id: number): Promise<TradeRow | null> {
  const [row] = await db
    .select()
    .from(trades)
    .where(and(eq(trades.userId, userId), eq(trades.id, id)));
  return row ?? null;
}

/** The fills of the trades, in the order they happened. */
export async function fillsOf(db: DbOrTx, userId: number, tradeIds: number[]): Promise<FillRow[]> {
  if (tradeIds.length === 0) return [];
  return db
    .select()
    .from(tradeFills)
    .where(and(eq(tradeFills.userId, userId), inArray(tradeFills.tradeId, tradeIds)))
    .orderBy(asc(tradeFills.filledAt), asc(tradeFills.id));
}

export async function insertTrade(tx: Tx, values: typeof trades.$inferInsert): Promise<TradeRow> {
  const [row] = await tx.insert(trades).values(values).returning();
  return row!;
}

export async function updateTrade(
  tx: Tx,
  userId: number,
  id: number,
  patch: Partial<typeof trades.$inferInsert>,
) {
  await tx
    .update(trades)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(trades.userId, userId), eq(trades.id, id)));
}

/**
 * Rewrites the trade's summary of its fills (ADR 0010) and its status, after its fills changed in
 * this transaction.
 */
export async function writeSummary(tx: Tx, userId: number, id: number, status: string) {
  await tx.execute(sql`
    UPDATE trades t SET status = ${status}, ${sql.raw(SET_SUMMARY)}
    FROM (
      SELECT ${sql.raw(SUMMARY_OF_FILLS)}
      FROM trade_fills WHERE user_id = ${userId} AND trade_id = ${id}
    ) s
    WHERE t.user_id = ${userId} AND t.id = ${id}`);
}

/** One row of trade_position_steps (ADR 0011), as text for exact numerics. */
export interface PositionStep {
  day: string;
  quantity: string;
  cost: string;
  fees: string;
  mark: string;
}

/**
 * Replaces the trades' steps, in the transaction that changed their fills, in one statement that
 * writes only what differs: days no longer there go, new or changed days are upserted, unchanged
 * ones are left alone. The triggers of migration 0020 then refresh net worth's positions from the
 * first day that changed (ADR 0016), not from the trade's first day on every fill.
 */
export async function writeSteps(
  tx: Tx,
  trades: readonly { userId: number; tradeId: number; steps: PositionStep[] }[],
) {
  if (trades.length === 0) return;
  const userId = trades[0]!.userId;
  const ids = `{${trades.map((t) => t.tradeId).join(',')}}`;
  const rows = trades.flatMap((t) => t.steps.map((s) => ({ ...s, t: t.tradeId })));
  await tx.execute(sql`
    WITH fresh AS (
      SELECT s.t, s.day::date AS day, s.quantity::numeric AS quantity, s.cost::numeric AS cost,
             s.fees::numeric AS fees, s.mark::numeric AS mark
      FROM json_to_recordset(${JSON.stringify(rows)}::json)
        AS s (t bigint, day text, quantity text, cost text, fees text, mark text)
    ),
    gone AS (
      DELETE FROM trade_position_steps p
      WHERE p.user_id = ${userId} AND p.trade_id = ANY(${ids}::bigint[])
        AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.t = p.trade_id AND f.day = p.day)
    )
    INSERT INTO trade_position_steps AS p (user_id, trade_id, day, quantity, cost, fees, mark)
    SELECT ${userId}::int, t, day, quantity, cost, fees, mark FROM fresh
    ORDER BY t, day
    ON CONFLICT (user_id, trade_id, day) DO UPDATE
      SET quantity = excluded.quantity, cost = excluded.cost, fees = excluded.fees,
          mark = excluded.mark
      WHERE (p.quantity, p.cost, p.fees, p.mark)
            IS DISTINCT FROM (excluded.quantity, excluded.cost, excluded.fees, excluded.mark)`);
}

export async function deleteTrade(tx: Tx, userId: number, id: number): Promise<void> {
  await tx.delete(trades).where(and(eq(trades.userId, userId), eq(trades.id, id)));
}

/** The fills in one statement, so the ledger's trigger runs once for all of them. */
export async function insertFills(tx: Tx, values: PgInsertValue<typeof tradeFills>[]) {
  await tx.insert(tradeFills).values(values);
}

export async function updateFill(
  tx: Tx,
  userId: number,
  id: number,
  patch: PgUpdateSetSource<typeof tradeFills>,
) {
  await tx
    .update(tradeFills)
    .set(patch)
    .where(and(eq(tradeFills.userId, userId), eq(tradeFills.id, id)));
}

export async function deleteFill(tx: Tx, userId: number, id: number): Promise<void> {
  await tx.delete(tradeFills).where(and(eq(tradeFills.userId, userId), eq(tradeFills.id, id)));
}

/** The account's currency and cost-basis method, or null when it is not the user's. */
export async function tradingAccount(db: DbOrTx, userId: number, accountId: number) {
  const [row] = await db
    .select({ currency: accounts.currency, costBasis: accounts.costBasis })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.id, accountId)));
  return row ?? null;
}

/** The cost-basis method of each of the user's accounts among `ids`. */
export async function costBasisOf(db: DbOrTx, userId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: accounts.id, costBasis: accounts.costBasis })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), inArray(accounts.id, ids)));
  return new Map(rows.map((r) => [r.id, r.costBasis]));
}

/** The instrument's contract size (1 when the user has not described it). */
export async function multiplierOf(db: DbOrTx, userId: number, symbol: string): Promise<string> {
  const [row] = await db
    .select({ multiplier: instruments.multiplier })
    .from(instruments)
    .where(and(eq(instruments.userId, userId), eq(instruments.symbol, symbol.toUpperCase())));
  return row?.multiplier ?? '1';
}

export async function defaultFees(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db
    .select({ fees: tradingSettings.defaultFees })
    .from(tradingSettings)
    .where(eq(tradingSettings.userId, userId));
  return row?.fees ?? '0';
}

/**
 * A timestamp's calendar day in the user's time zone, the day a fill's P&L is booked: as SQL, so
 * the fill's INSERT or UPDATE computes it without a round trip of its own (the ledger's fragment).
 */
export { userDaySql } from '../../ledger/user-time.js';

/** Moved to the ledger, which every area that converts money shares. */
export { ratesFor } from '../../ledger/rate-inputs.js';

/** The list filters as SQL on `trades`, scoped by the user. */
function listCondition(userId: number, q: TradeListQuery) {
  const where: SQL[] = [eq(trades.userId, userId)];
  if (q.accountId) where.push(eq(trades.accountId, q.accountId));
  if (q.instrument) where.push(sql`upper(${trades.instrument}) = upper(${q.instrument})`);
  if (q.assetClass) where.push(eq(trades.assetClass, q.assetClass));
  if (q.direction) where.push(eq(trades.direction, q.direction));
  if (q.status) where.push(eq(trades.status, q.status));
  if (q.pattern) where.push(eq(trades.pattern, q.pattern));
  if (q.tag) where.push(sql`${trades.tags} @> ARRAY[${q.tag}]::text[]`);
  if (q.from) where.push(sql`${trades.entryDay} >= ${q.from}::date`);
  if (q.to) where.push(sql`${trades.entryDay} <= ${q.to}::date`);
  return and(...where);
}

/** The user's trades matching the filter, newest first, one page. */
export async function listTradeRows(db: DbOrTx, userId: number, q: TradeListQuery) {
  return db
    .select()
    .from(trades)
    .where(listCondition(userId, q))
    .orderBy(sql`${trades.id} DESC`)
    .limit(q.pageSize)
    .offset(pageOffset(q));
}

/** How many of the user's trades match the filter. */
export async function countTradeRows(db: DbOrTx, userId: number, q: TradeListQuery) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trades)
    .where(listCondition(userId, q));
  return row?.n ?? 0;
}
