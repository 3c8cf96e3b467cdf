import {
  type CostBasisMethod,
  sumMoney,
  type Trade,
  toMoneyNumber,
  toQuantityNumber,
} from '@wealthlog/core';
import { figuresOf } from './trading.booking.js';
import type { FillRow, TradeRow } from './trading.repository.js';

const round = (n: { toDecimalPlaces(d: number): { toNumber(): number } } | null, places: number) =>
  n === null ? null : n.toDecimalPlaces(places).toNumber();

/**
 * Row and fills → API.md Trade. entryPrice/exitPrice are the quantity-weighted averages of the
 * fills, quantity the total entered, fees the sum of every fill's; realizedPnl is the sum of the
 * exits' P&L (null before the first exit), returnPct and rMultiple rounded to 2 decimals.
 */
export function toTrade(trade: TradeRow, fills: FillRow[], method: CostBasisMethod): Trade {
  const f = figuresOf(trade, fills, method);
  const entries = fills.filter((x) => x.side === 'ENTRY');
  const exits = fills.filter((x) => x.side === 'EXIT');
  const money = (v: string | { toString(): string }) => toMoneyNumber(v.toString(), trade.currency);
  return {
    id: trade.id,
    accountId: trade.accountId,
    instrument: trade.instrument,
    assetClass: trade.assetClass as Trade['assetClass'],
    direction: trade.direction as Trade['direction'],
    status: trade.status as Trade['status'],
    quantity: toQuantityNumber(f.quantity),
    entryPrice: toQuantityNumber(f.entryPrice),
    exitPrice: f.exitPrice === null ? null : toQuantityNumber(f.exitPrice),
    entryDate: entries[0]!.filledAt.toISOString(),
    exitDate:
      trade.status === 'CLOSED' && exits.length ? exits.at(-1)!.filledAt.toISOString() : null,
    fees: money(sumMoney(fills.map((x) => x.fees))),
    pattern: trade.pattern,
    notes: trade.notes,
    tags: trade.tags,
    realizedPnl: f.exits.length ? money(f.realizedPnl) : null,
    returnPct: round(f.returnPct, 2),
    mediaIds: trade.mediaIds,
    currency: trade.currency,
    stopLoss: trade.stopLoss === null ? null : toQuantityNumber(trade.stopLoss),
    takeProfit: trade.takeProfit === null ? null : toQuantityNumber(trade.takeProfit),
    rMultiple: round(f.rMultiple, 2),
    openQuantity: toQuantityNumber(f.openQuantity),
    fills: fills.map((x) => ({
      id: x.id,
      side: x.side as 'ENTRY' | 'EXIT',
      quantity: toQuantityNumber(x.quantity),
      price: toQuantityNumber(x.price),
      fees: money(x.fees),
      date: x.filledAt.toISOString(),
      pnl: x.pnl === null ? null : money(x.pnl),
    })),
  };
}
