import {
  AppError,
  type CostBasisMethod,
  type CreateFillBody,
  type CreateTradeBody,
  type Trade,
  TRADE_MESSAGES,
  type TradeListQuery,
  type UpdateFillBody,
  type UpdateTradeBody,
} from '@wealthlog/core';
import type { Database, Tx } from '../../db/client.js';
import { assertActive, lockAccounts } from '../../ledger/locks.js';
import { rebook } from './trading.booking.js';
import { cachedAnswer, type TradeCache, tradeVariant } from './trading.cache.js';
import { toTrade } from './trading.mapper.js';
import { assertOwnMedia } from '../../lib/own-media.js';
import * as repo from './trading.repository.js';

/** The rules of the trading journal (API.md "Trades"); SQL in the repository, maths in core. */

async function account(tx: Tx, userId: number, accountId: number) {
  const locked = (await lockAccounts(tx, userId, [accountId])).get(accountId)!;
  assertActive(locked);
  return (await repo.tradingAccount(tx, userId, accountId))!;
}

/** The trade as the API answers it, read inside or after the writing transaction. */
async function answer(db: Database | Tx, userId: number, id: number): Promise<Trade> {
  const trade = await repo.findTrade(db, userId, id);
  if (!trade) throw AppError.notFound();
  const acc = await repo.tradingAccount(db, userId, trade.accountId);
  return toTrade(trade, await repo.fillsOf(db, userId, [id]), acc!.costBasis as CostBasisMethod);
}

export async function getTrade(db: Database, userId: number, id: number): Promise<Trade> {
  return answer(db, userId, id);
}

/**
 * One page of the user's trades: the rows and, beside them, the total (counted once per filter and
 * then kept in the trading cache until the user's next write); the cost-basis methods of the
 * page's accounts in one query.
 */
export async function listTrades(
  db: Database,
  userId: number,
  q: TradeListQuery,
  cache?: TradeCache,
) {
  const [rows, total] = await Promise.all([
    repo.listTradeRows(db, userId, q),
    cachedAnswer(cache, userId, tradeVariant('count', q), async () =>
      String(await repo.countTradeRows(db, userId, q)),
    ).then(Number),
  ]);
  const ids = rows.map((r) => r.id);
  const [fills, methods] = await Promise.all([
    repo.fillsOf(db, userId, ids),
    repo.costBasisOf(db, userId, [...new Set(rows.map((r) => r.accountId))]),
  ]);
  const byTrade = new Map<number, repo.FillRow[]>();
  for (const f of fills) byTrade.set(f.tradeId, [...(byTrade.get(f.tradeId) ?? []), f]);
  const items = rows.map((r) =>
    toTrade(r, byTrade.get(r.id) ?? [], methods.get(r.accountId) as CostBasisMethod),
  );
  return { items, total, page: q.page, pageSize: q.pageSize };
}

/** POST /api/trade: one entry fill, and one exit fill of the whole quantity when an exit is given. */
export async function createTrade(
  db: Database,
  userId: number,
  body: CreateTradeBody,
): Promise<Trade> {
  return db.transaction(async (tx) => {
    const acc = await account(tx, userId, body.accountId);
    await assertOwnMedia(tx, userId, body.mediaIds);
    const trade = await repo.insertTrade(tx, {
      userId,
      accountId: body.accountId,
      instrument: body.instrument,
      assetClass: body.assetClass,
      direction: body.direction,
      status: body.status === 'CANCELLED' ? 'CANCELLED' : 'OPEN',
      currency: body.currency ?? acc.currency,
      multiplier: await repo.multiplierOf(tx, userId, body.instrument),
      stopLoss: body.stopLoss?.toString() ?? null,
      takeProfit: body.takeProfit?.toString() ?? null,
      pattern: body.pattern ?? null,
      notes: body.notes ?? null,
      tags: body.tags ?? [],
      mediaIds: body.mediaIds ?? [],
    });
    const fees = body.fees?.toString() ?? (await repo.defaultFees(tx, userId));
    const fills = [
      fillValues(userId, trade, {
        side: 'ENTRY',
        quantity: body.quantity,
        price: body.entryPrice,
        fees: Number(fees),
        date: body.entryDate,
      }),
    ];
    if (body.exitPrice != null && body.exitDate) {
      fills.push(
        fillValues(userId, trade, {
          side: 'EXIT',
          quantity: body.quantity,
          price: body.exitPrice,
          date: body.exitDate,
        }),
      );
    }
    await repo.insertFills(tx, fills);
    const booked = await rebook(tx, userId, trade, acc);
    return toTrade({ ...trade, status: booked.status }, booked.fills, method(acc));
  });
}

const method = (acc: { costBasis: string }) => acc.costBasis as CostBasisMethod;

function fillValues(userId: number, trade: repo.TradeRow, f: CreateFillBody) {
  return {
    userId,
    tradeId: trade.id,
    accountId: trade.accountId,
    side: f.side,
    quantity: f.quantity.toString(),
    price: f.price.toString(),
    fees: (f.fees ?? 0).toString(),
    filledAt: new Date(f.date),
    day: repo.userDaySql(userId, f.date),
  };
}

/** Runs a change to one of the user's trades under its row lock, then re-books it. */
async function changeTrade(
  db: Database,
  userId: number,
  id: number,
  change: (tx: Tx, trade: repo.TradeRow) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const trade = await repo.lockTrade(tx, userId, id);
    if (!trade) throw AppError.notFound();
    await change(tx, trade);
    const fresh = (await repo.findTrade(tx, userId, id))!;
    const acc = await account(tx, userId, fresh.accountId);
    const booked = await rebook(tx, userId, fresh, acc);
    return toTrade({ ...fresh, status: booked.status }, booked.fills, method(acc));
  });
}

export function addFill(db: Database, userId: number, id: number, body: CreateFillBody) {
  return changeTrade(db, userId, id, (tx, trade) =>
    repo.insertFills(tx, [fillValues(userId, trade, body)]),
  );
}

async function ownFill(tx: Tx, userId: number, trade: repo.TradeRow, fillId: number) {
  const fill = (await repo.fillsOf(tx, userId, [trade.id])).find((f) => f.id === fillId);
  if (!fill) throw AppError.notFound();
  return fill;
}

export function updateFill(
  db: Database,
  userId: number,
  id: number,
  fillId: number,
  body: UpdateFillBody,
) {
  return changeTrade(db, userId, id, async (tx, trade) => {
    await ownFill(tx, userId, trade, fillId);
    await repo.updateFill(tx, userId, fillId, {
      ...(body.side ? { side: body.side, pnl: null, booked: null } : {}),
      ...(body.quantity !== undefined ? { quantity: body.quantity.toString() } : {}),
      ...(body.price !== undefined ? { price: body.price.toString() } : {}),
      ...(body.fees !== undefined ? { fees: body.fees.toString() } : {}),
      ...(body.date
        ? { filledAt: new Date(body.date), day: repo.userDaySql(userId, body.date) }
        : {}),
    });
  });
}

export function deleteFill(db: Database, userId: number, id: number, fillId: number) {
  return changeTrade(db, userId, id, async (tx, trade) => {
    await ownFill(tx, userId, trade, fillId);
    await repo.deleteFill(tx, userId, fillId);
  });
}

/** PUT /api/trade/{id}: the trade's own fields; its fills change through the fill routes. */
export function updateTrade(db: Database, userId: number, id: number, body: UpdateTradeBody) {
  return changeTrade(db, userId, id, async (tx, trade) => {
    const touchesFills = [
      'quantity',
      'entryPrice',
      'entryDate',
      'exitPrice',
      'exitDate',
      'fees',
      'accountId',
    ].some((k) => body[k as keyof UpdateTradeBody] !== undefined);
    if (touchesFills)
      throw new AppError('BUS_004', TRADE_MESSAGES.fillsThroughFills, {
        reason: 'fillsThroughFills',
      });
    await assertOwnMedia(tx, userId, body.mediaIds);
    const status =
      body.status === undefined || body.status === trade.status
        ? undefined
        : body.status === 'CANCELLED'
          ? 'CANCELLED'
          : 'OPEN';
    await repo.updateTrade(tx, userId, id, {
      ...(body.instrument !== undefined ? { instrument: body.instrument } : {}),
      ...(body.assetClass !== undefined ? { assetClass: body.assetClass } : {}),
      ...(body.direction !== undefined ? { direction: body.direction } : {}),
      ...(status ? { status } : {}),
      ...(body.currency !== undefined ? { currency: body.currency } : {}),
      ...(body.stopLoss !== undefined ? { stopLoss: body.stopLoss?.toString() ?? null } : {}),
      ...(body.takeProfit !== undefined ? { takeProfit: body.takeProfit?.toString() ?? null } : {}),
      ...(body.pattern !== undefined ? { pattern: body.pattern ?? null } : {}),
      ...(body.notes !== undefined ? { notes: body.notes ?? null } : {}),
      ...(body.tags !== undefined ? { tags: body.tags } : {}),
      ...(body.mediaIds !== undefined ? { mediaIds: body.mediaIds } : {}),
    });
  });
}

export async function deleteTrade(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockTrade(tx, userId, id))) throw AppError.notFound();
    await repo.deleteTrade(tx, userId, id);
  });
}
