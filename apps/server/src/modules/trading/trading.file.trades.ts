import { type MoneyDecimal, toDecimal, TRADE_MESSAGES } from '@wealthlog/core';
import type { DraftFill, TradeDraft } from './trading.drafts.js';
import type { FileFill } from './trading.file.lines.js';
import type { TradeLineError } from './trading.import.rows.js';

/**
 * A file's buys and sells as trades, per account, symbol and currency in time order, as a person
 * would have typed them: a buy when flat opens a LONG trade (its entry fill), further buys add
 * entry fills, sells add exit fills, and the trade is flat — CLOSED — when its open quantity is
 * back to 0; the next buy opens a new trade. The position an earlier import (or the person)
 * left open continues: its fills come after the stored ones. A sale larger than the position,
 * or one when flat, is the line's error and books nothing.
 */

/** The LONG trade the account holds open in a symbol, and how much of it is open. */
export interface OpenTrade {
  id: number;
  accountId: number;
  symbol: string;
  currency: string;
  open: string;
}

/** Fills to add to a stored open trade, and the lines they come from. */
export interface Appended {
  trade: OpenTrade;
  lines: number[];
  fills: DraftFill[];
}

type Position = { draft: TradeDraft | null; stored: Appended | null; open: MoneyDecimal };

const keyOf = (accountId: number, symbol: string, currency: string) =>
  `${accountId}\u0000${symbol.toUpperCase()}\u0000${currency}`;

export function tradesOf(
  fresh: readonly FileFill[],
  stored: readonly OpenTrade[],
  instrument: (
    symbol: string,
    assetClass: string | null,
  ) => { assetClass: string; multiplier: string },
) {
  const positions = new Map<string, Position>();
  const continued: Appended[] = [];
  for (const t of stored) {
    const appended: Appended = { trade: t, lines: [], fills: [] };
    continued.push(appended);
    positions.set(keyOf(t.accountId, t.symbol, t.currency), {
      draft: null,
      stored: appended,
      open: toDecimal(t.open),
    });
  }
  const drafts: TradeDraft[] = [];
  const errors: TradeLineError[] = [];
  const ordered = [...fresh].sort((a, b) => a.at.localeCompare(b.at) || a.line - b.line);
  for (const f of ordered) {
    const key = keyOf(f.account.id, f.symbol, f.currency);
    const p = positions.get(key) ?? { draft: null, stored: null, open: toDecimal(0) };
    positions.set(key, p);
    const quantity = toDecimal(f.quantity);
    const fill: DraftFill = {
      side: f.side,
      quantity: f.quantity,
      price: f.price,
      fees: f.fees,
      at: f.at,
      day: f.day,
    };
    if (f.side === 'EXIT' && (p.open.isZero() || quantity.greaterThan(p.open))) {
      errors.push({
        line: f.line,
        message: TRADE_MESSAGES.sellBeyondPosition,
        reason: 'sellBeyondPosition',
      });
      continue;
    }
    if (p.open.isZero()) {
      const { assetClass, multiplier } = instrument(f.symbol, f.assetClass);
      p.stored = null;
      p.draft = {
        lines: [],
        account: f.account,
        trade: {
          instrument: f.symbol,
          assetClass,
          direction: 'LONG',
          currency: f.currency,
          multiplier,
          stopLoss: null,
          takeProfit: null,
          pattern: null,
          notes: null,
          tags: [],
        },
        fills: [],
      };
      drafts.push(p.draft);
    }
    const into = p.draft ?? p.stored!;
    into.lines.push(f.line);
    into.fills.push(fill);
    p.open = f.side === 'ENTRY' ? p.open.plus(quantity) : p.open.minus(quantity);
  }
  return { drafts, appended: continued.filter((a) => a.fills.length > 0), errors };
}
