import type { CreateTradeBody } from '@wealthlog/core';
import type { Tx } from '../../db/client.js';
import type { TradeLineError } from './trading.import.rows.js';
import { daysOf, instrumentsOf } from './trading.import.staging.js';
import { bookDrafts, type DraftAccount, insertDrafts, type TradeDraft } from './trading.drafts.js';
import { defaultFees } from './trading.repository.js';

type Line = { line: number; body: CreateTradeBody };

/** As createTrade: an exit only with both its price and its date. */
const exitOf = (b: CreateTradeBody) =>
  b.exitPrice != null && b.exitDate ? { price: b.exitPrice, at: b.exitDate } : null;

/**
 * The fresh lines of a CSV import as trades, in bulk (trading.drafts.ts). Each line is the trade
 * POST /api/trade writes: the instrument's contract size, the default fees when the file has no
 * fees column, an entry fill and, with an exit, an exit fill of the whole quantity, each fill's
 * day in the user's time zone. A line that cannot be booked (no rate that day) is a line error.
 */
export async function recordTrades(
  tx: Tx,
  userId: number,
  account: DraftAccount,
  lines: Line[],
): Promise<TradeLineError[]> {
  if (lines.length === 0) return [];
  const known = await instrumentsOf(tx, userId);
  const fees = lines.some((l) => l.body.fees === undefined) ? await defaultFees(tx, userId) : '0';
  const days = await daysOf(
    tx,
    userId,
    lines.flatMap(({ body: b }) => [b.entryDate, ...(exitOf(b) ? [exitOf(b)!.at] : [])]),
  );
  let k = 0;
  const drafts = lines.map(({ line, body: b }): TradeDraft => {
    const exit = exitOf(b);
    const fill = (side: 'ENTRY' | 'EXIT', price: number, fee: string, at: string) => ({
      side,
      quantity: b.quantity.toString(),
      price: price.toString(),
      fees: fee,
      at,
      day: days[k++]!,
    });
    const fills = [fill('ENTRY', b.entryPrice, (b.fees ?? fees).toString(), b.entryDate)];
    if (exit) fills.push(fill('EXIT', exit.price, '0', exit.at));
    return {
      lines: [line],
      account,
      trade: {
        instrument: b.instrument,
        assetClass: b.assetClass,
        direction: b.direction,
        currency: b.currency ?? account.currency,
        multiplier: known.get(b.instrument.toUpperCase())?.multiplier ?? '1',
        stopLoss: b.stopLoss?.toString() ?? null,
        takeProfit: b.takeProfit?.toString() ?? null,
        pattern: b.pattern ?? null,
        notes: b.notes ?? null,
        tags: b.tags ?? [],
      },
      fills,
    };
  });
  const { booked, errors } = await bookDrafts(tx, userId, drafts);
  await insertDrafts(tx, userId, booked);
  return errors;
}
