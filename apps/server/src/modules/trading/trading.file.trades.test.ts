import { describe, expect, it } from 'vitest';
import type { FileFill } from './trading.file.lines.js';
import { tradesOf } from './trading.file.trades.js';

/** The buys and sells of a file into trades, without a database. */
const account = { id: 1, currency: 'USD', costBasis: 'FIFO' };
let line = 0;
const fill = (
  side: 'ENTRY' | 'EXIT',
  quantity: string,
  day: string,
  symbol = 'MSFT',
): FileFill => ({
  line: ++line,
  account,
  ref: 'A',
  symbol,
  currency: 'USD',
  assetClass: 'STOCK',
  side,
  quantity,
  price: '10',
  fees: '0',
  at: `${day}T00:00:00.000Z`,
  day,
});
const instrument = () => ({ assetClass: 'STOCK', multiplier: '1' });

describe('tradesOf', () => {
  it('opens a trade when flat, adds entries and exits, closes it when flat, opens the next', () => {
    line = 0;
    const fills = [
      fill('ENTRY', '10', '2024-01-01'),
      fill('ENTRY', '10', '2024-01-02'),
      fill('EXIT', '5', '2024-01-03'),
      fill('EXIT', '15', '2024-01-04'),
      fill('ENTRY', '3', '2024-01-05'),
      fill('EXIT', '1', '2024-01-06', 'AAPL'),
      fill('EXIT', '4', '2024-01-07'),
    ];
    // Given out of order: the time decides, not the line.
    const { drafts, appended, errors } = tradesOf([...fills].reverse(), [], instrument);
    expect(drafts.map((d) => [d.trade.instrument, d.lines])).toEqual([
      ['MSFT', [1, 2, 3, 4]],
      ['MSFT', [5]],
    ]);
    expect(drafts[0]!.fills.map((f) => [f.side, f.quantity])).toEqual([
      ['ENTRY', '10'],
      ['ENTRY', '10'],
      ['EXIT', '5'],
      ['EXIT', '15'],
    ]);
    expect(appended).toEqual([]);
    expect(errors.map((e) => [e.line, e.reason])).toEqual([
      [6, 'sellBeyondPosition'],
      [7, 'sellBeyondPosition'],
    ]);
  });

  it('continues the open trade an earlier import left, in its account and currency only', () => {
    line = 0;
    const stored = [{ id: 9, accountId: 1, symbol: 'MSFT', currency: 'USD', open: '2' }];
    const { drafts, appended, errors } = tradesOf(
      [fill('EXIT', '2', '2024-02-01'), fill('ENTRY', '1', '2024-02-02')],
      stored,
      instrument,
    );
    expect(appended.map((a) => [a.trade.id, a.lines])).toEqual([[9, [1]]]);
    expect(drafts.map((d) => d.lines)).toEqual([[2]]);
    expect(errors).toEqual([]);
  });
});
