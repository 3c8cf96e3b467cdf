import { IMPORT_PREVIEW_ROWS, type TradeFilePreviewRow } from '@wealthlog/core';
import type { CashRow, FileFill } from './trading.file.lines.js';

/**
 * The dry run's first lines as they would be booked, in file order: a buy or sell with its
 * quantity, price and fees, a cash line with its amount (signed as it moves the account).
 */
export function previewOf(
  lines: { fills: FileFill[]; cash: CashRow[] },
  duplicates: Set<number>,
): TradeFilePreviewRow[] {
  const fills = lines.fills.map((f): TradeFilePreviewRow => ({
    line: f.line,
    account: f.ref,
    type: f.side === 'ENTRY' ? 'BUY' : 'SELL',
    date: f.day,
    symbol: f.symbol,
    quantity: Number(f.quantity),
    price: Number(f.price),
    amount: null,
    fees: Number(f.fees),
    currency: f.currency,
    duplicate: duplicates.has(f.line),
  }));
  const cash = lines.cash.map((c): TradeFilePreviewRow => ({
    line: c.line,
    account: c.ref,
    type: c.kind,
    date: c.date,
    symbol: c.symbol,
    quantity: null,
    price: null,
    amount: c.type === 'INCOME' || c.type === 'DEPOSIT' ? Number(c.amount) : -Number(c.amount),
    fees: 0,
    currency: c.currency,
    duplicate: duplicates.has(c.line),
  }));
  return [...fills, ...cash].sort((a, b) => a.line - b.line).slice(0, IMPORT_PREVIEW_ROWS);
}
