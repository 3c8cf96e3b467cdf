import {
  AppError,
  type CostBasisMethod,
  type RateBook,
  roundMoney,
  TRADE_MESSAGES,
  TradeFillError,
  type TradeFigures,
} from '@wealthlog/core';
import { figuresOf } from './trading.booking.js';
import type { FillRow, TradeRow } from './trading.repository.js';

type Account = { currency: string; costBasis: string };
type BookedTrade = Pick<TradeRow, 'direction' | 'multiplier' | 'currency' | 'stopLoss' | 'status'>;
type BookedFill = Pick<FillRow, 'side' | 'quantity' | 'price' | 'fees' | 'filledAt' | 'day'>;

/**
 * What rebook() (trading.booking.ts) writes for a trade, computed before the trade is written, for
 * the bulk import: each exit's P&L (core's trade maths, figuresOf), that P&L converted into the
 * account's currency at the rate of its day and rounded, by fill index, and the status (CLOSED
 * once flat). Refuses impossible fills and a missing rate with 422 BUS_004, as rebook does.
 * The same steps as rebook's; kept beside it rather than inside it while trading.booking.ts is
 * being changed on another branch (ADR 0010's summary): rebook should call this once both land.
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
