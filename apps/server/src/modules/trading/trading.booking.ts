import {
  AppError,
  type CostBasisMethod,
  createRateBook,
  type RateBook,
  roundMoney,
  TRADE_MESSAGES,
  TradeFillError,
  type TradeFigures,
  tradeFigures,
} from '@wealthlog/core';
import type { Tx } from '../../db/client.js';
import {
  type FillRow,
  type PositionStep,
  fillsOf,
  ratesFor,
  type TradeRow,
  updateFill,
  writeSteps,
  writeSummary,
} from './trading.repository.js';

/** The fills as core's trade maths reads them. */
export function figuresOf(
  trade: Pick<TradeRow, 'direction' | 'multiplier' | 'currency' | 'stopLoss'>,
  fills: Pick<FillRow, 'side' | 'quantity' | 'price' | 'fees' | 'filledAt'>[],
  method: CostBasisMethod,
): TradeFigures {
  return tradeFigures(
    fills.map((f) => ({
      side: f.side as 'ENTRY' | 'EXIT',
      quantity: f.quantity,
      price: f.price,
      fees: f.fees,
      date: f.filledAt.toISOString(),
    })),
    {
      direction: trade.direction as 'LONG' | 'SHORT',
      method,
      multiplier: trade.multiplier,
      currency: trade.currency,
      stopLoss: trade.stopLoss,
    },
  );
}

type Account = { currency: string; costBasis: string };
type BookedTrade = Pick<TradeRow, 'direction' | 'multiplier' | 'currency' | 'stopLoss' | 'status'>;
type BookedFill = Pick<FillRow, 'side' | 'quantity' | 'price' | 'fees' | 'filledAt' | 'day'>;

/**
 * What a trade books, computed from its fills (in the order they happened): each exit's P&L
 * (core's trade maths), that P&L converted into the account's currency at the rate of its day and
 * rounded, by fill index, and the status (CLOSED once flat, OPEN while a quantity is open; a
 * cancelled trade books nothing). Refuses impossible fills and a missing rate with 422 BUS_004.
 * rebook() writes it after a change; the bulk import computes it before the trade is written.
 */
export function bookingOf(
  trade: BookedTrade,
  fills: BookedFill[],
  account: Account,
  book: RateBook,
) {
  let figures: TradeFigures;
  try {
    figures = figuresOf(trade, fills, account.costBasis as CostBasisMethod);
  } catch (err) {
    if (err instanceof TradeFillError)
      throw new AppError('BUS_004', TRADE_MESSAGES[err.reason], { reason: err.reason });
    throw err;
  }
  const exits = new Map<
    number,
    { pnl: TradeFigures['exits'][number]['pnl']; booked: string | null }
  >();
  for (const e of figures.exits) {
    let booked: string | null = null;
    if (trade.status !== 'CANCELLED') {
      const converted = book.convert(e.pnl, trade.currency, account.currency, fills[e.index]!.day);
      if (!converted) {
        throw new AppError('BUS_004', TRADE_MESSAGES.missingRate, { reason: 'missingRate' });
      }
      booked = roundMoney(converted, account.currency).toFixed();
    }
    exits.set(e.index, { pnl: e.pnl, booked });
  }
  const status =
    trade.status === 'CANCELLED'
      ? 'CANCELLED'
      : figures.openQuantity.isZero() && figures.exits.length
        ? 'CLOSED'
        : 'OPEN';
  return { exits, status };
}

/**
 * After any change to a trade or its fills, inside the same transaction: what bookingOf() says is
 * written on each exit fill whose P&L or booked amount changed — the trigger of migration 0010
 * re-books the difference in the ledger, so editing or deleting a fill re-books exactly — and the
 * status, the trade's summary of its fills (ADR 0010) and what it holds open each day (ADR 0011). Answers the fills as now written and the
 * status, so the caller can answer the trade without reading it back.
 */
export async function rebook(tx: Tx, userId: number, trade: TradeRow, account: Account) {
  const fills = await fillsOf(tx, userId, [trade.id]);
  const days = [...new Set(fills.filter((f) => f.side === 'EXIT').map((f) => f.day))];
  const book = createRateBook(
    days.length && trade.currency !== account.currency
      ? await ratesFor(tx, userId, [trade.currency, account.currency], days)
      : [],
  );
  const { exits, status } = bookingOf(trade, fills, account, book);
  const fresh = [...fills];
  for (const [i, { pnl, booked }] of exits) {
    const fill = fills[i]!;
    const stored =
      fill.booked === null ? null : roundMoney(fill.booked, account.currency).toFixed();
    if (fill.pnl === null || !pnl.equals(fill.pnl) || booked !== stored) {
      await updateFill(tx, userId, fill.id, { pnl: pnl.toFixed(), booked });
      fresh[i] = { ...fill, pnl: pnl.toFixed(), booked };
    }
  }
  await writeSummary(tx, userId, trade.id, status);
  await writeSteps(tx, [
    {
      userId,
      tradeId: trade.id,
      steps: positionSteps({ ...trade, status }, fresh, account.costBasis as CostBasisMethod),
    },
  ]);
  return { fills: fresh, status };
}

export type StepTrade = Pick<
  TradeRow,
  'direction' | 'multiplier' | 'currency' | 'stopLoss' | 'status'
>;
type StepFill = Pick<FillRow, 'side' | 'quantity' | 'price' | 'fees' | 'filledAt' | 'day'>;

/**
 * What the trade holds open at the end of each day it has fills (fills in the order they
 * happened): core's open lots under the account's method after the day's last fill, and that
 * fill's price as the mark. A cancelled trade holds nothing.
 */
export function positionSteps(
  trade: StepTrade,
  fills: readonly StepFill[],
  method: CostBasisMethod,
): PositionStep[] {
  if (trade.status === 'CANCELLED') return [];
  const steps: PositionStep[] = [];
  fills.forEach((fill, i) => {
    if (fills[i + 1]?.day === fill.day) return;
    const f = figuresOf(trade, fills.slice(0, i + 1), method);
    steps.push({
      day: fill.day,
      quantity: f.openQuantity.toFixed(),
      cost: f.openCost.toFixed(),
      fees: f.openFees.toFixed(),
      mark: fill.price,
    });
  });
  return steps;
}
