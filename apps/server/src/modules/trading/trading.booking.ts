import {
  AppError,
  type CostBasisMethod,
  createRateBook,
  roundMoney,
  TRADE_MESSAGES,
  TradeFillError,
  type TradeFigures,
  tradeFigures,
} from '@wealthlog/core';
import type { Tx } from '../../db/client.js';
import {
  type FillRow,
  fillsOf,
  ratesFor,
  type TradeRow,
  updateFill,
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

/**
 * After any change to a trade or its fills, inside the same transaction: recompute every exit's
 * P&L (core's trade maths), convert it into the account's currency at the rate of its day, and
 * write both on the fill — the trigger of migration 0010 re-books the difference in the ledger, so
 * editing or deleting a fill re-books exactly. A cancelled trade books nothing. Sets the status:
 * CLOSED once flat, OPEN while a quantity is open, and rewrites the trade's summary of its fills
 * (ADR 0010). Refuses impossible fills with 422 BUS_004. Answers the fills as now written and the
 * status, so the caller can answer the trade without reading it back.
 */
export async function rebook(
  tx: Tx,
  userId: number,
  trade: TradeRow,
  account: { currency: string; costBasis: string },
) {
  const fills = await fillsOf(tx, userId, [trade.id]);
  let figures: TradeFigures;
  try {
    figures = figuresOf(trade, fills, account.costBasis as CostBasisMethod);
  } catch (err) {
    if (err instanceof TradeFillError)
      throw new AppError('BUS_004', TRADE_MESSAGES[err.reason], { reason: err.reason });
    throw err;
  }
  const byIndex = new Map(figures.exits.map((e) => [e.index, e.pnl]));
  const exits = fills.filter((f) => f.side === 'EXIT');
  const days = [...new Set(exits.map((f) => f.day))];
  const book = createRateBook(
    days.length && trade.currency !== account.currency
      ? await ratesFor(tx, userId, [trade.currency, account.currency], days)
      : [],
  );
  const fresh = [...fills];
  for (const [i, fill] of fills.entries()) {
    const pnl = byIndex.get(i);
    if (pnl === undefined) continue;
    let booked: string | null = null;
    if (trade.status !== 'CANCELLED') {
      const converted = book.convert(pnl, trade.currency, account.currency, fill.day);
      if (!converted) {
        throw new AppError('BUS_004', TRADE_MESSAGES.missingRate, { reason: 'missingRate' });
      }
      booked = roundMoney(converted, account.currency).toFixed();
    }
    if (
      fill.pnl === null ||
      !pnl.equals(fill.pnl) ||
      booked !== (fill.booked === null ? null : roundMoney(fill.booked, account.currency).toFixed())
    ) {
      await updateFill(tx, userId, fill.id, { pnl: pnl.toFixed(), booked });
      fresh[i] = { ...fill, pnl: pnl.toFixed(), booked };
    }
  }
  const status =
    trade.status === 'CANCELLED'
      ? 'CANCELLED'
      : figures.openQuantity.isZero() && figures.exits.length
        ? 'CLOSED'
        : 'OPEN';
  await writeSummary(tx, userId, trade.id, status);
  return { fills: fresh, status };
}
