import { describe, expect, it } from 'vitest';
import { combinePositions, markToMarket } from './holdings.js';
import { tradeFigures } from './trading.js';

const num = (d: { toNumber(): number } | null) => d?.toNumber() ?? null;

describe('an open position marked to market', () => {
  // Buy 10 @ 100 (fee 1), buy 10 @ 120 (fee 1), sell 15 @ 130 by FIFO: the first lot goes, 5 of the
  // second; left open: 5 @ 120 with half its fee (0.50) unmatched.
  const fills = [
    { side: 'ENTRY', quantity: 10, price: 100, fees: 1, date: '2025-01-02' },
    { side: 'ENTRY', quantity: 10, price: 120, fees: 1, date: '2025-01-03' },
    { side: 'EXIT', quantity: 15, price: 130, fees: 0, date: '2025-01-04' },
  ] as const;
  const terms = { direction: 'LONG', method: 'FIFO', multiplier: 1, currency: 'EUR' } as const;
  const figures = tradeFigures(fills, terms);

  it('a long: 5 @ 120 marked at 125 is worth 625 with +24.50 unrealised (25 − 0.50 fee)', () => {
    const p = markToMarket(figures, terms, 125);
    expect([num(p.quantity), num(p.averageCost), num(p.costBasis)]).toEqual([5, 120, 600.5]);
    expect([num(p.marketValue), num(p.unrealizedPnl)]).toEqual([625, 24.5]);
    // 24.50 ÷ 600.50 = 4.0799… %.
    expect(p.unrealizedPct!.toDecimalPlaces(2).toNumber()).toBe(4.08);
  });

  it('equals the realised P&L of closing at the marked price without exit fees', () => {
    const closed = tradeFigures(
      [...fills, { side: 'EXIT', quantity: 5, price: 125, fees: 0, date: '2025-01-05' }],
      terms,
    );
    expect(num(closed.exits[1]!.pnl)).toBe(num(markToMarket(figures, terms, 125).unrealizedPnl));
  });

  it('by LIFO the open lot is the first one: 5 @ 100', () => {
    const lifo = { ...terms, method: 'LIFO' } as const;
    const p = markToMarket(tradeFigures(fills, lifo), lifo, 125);
    // (125 − 100) × 5 − 0.50 = 124.50.
    expect([num(p.averageCost), num(p.unrealizedPnl)]).toEqual([100, 124.5]);
  });

  it('a short: 100 @ 50 (fee 1) marked at 45 is −4,500 of value and +499 unrealised', () => {
    const short = { direction: 'SHORT', method: 'FIFO', multiplier: 1, currency: 'USD' } as const;
    const f = tradeFigures(
      [{ side: 'ENTRY', quantity: 100, price: 50, fees: 1, date: '2025-02-03' }],
      short,
    );
    const p = markToMarket(f, short, 45);
    // (45 × 100 − 5,000) × −1 − 1 = 499.
    expect([num(p.quantity), num(p.marketValue), num(p.unrealizedPnl), num(p.costBasis)]).toEqual([
      -100, -4500, 499, 5001,
    ]);
  });

  it('rounds to the currency once and uses the contract size: 2 ES at ×50 from 5,000 to 5,010.125', () => {
    const es = { direction: 'LONG', method: 'FIFO', multiplier: 50, currency: 'USD' } as const;
    const f = tradeFigures([{ side: 'ENTRY', quantity: 2, price: 5000, date: '2025-03-03' }], es);
    // 10.125 × 2 × 50 = 1,012.50.
    expect(num(markToMarket(f, es, '5010.125').unrealizedPnl)).toBe(1012.5);
  });

  it('two open trades of one instrument are one position', () => {
    const a = tradeFigures([{ side: 'ENTRY', quantity: 10, price: 10, date: '2025-01-01' }], terms);
    const b = tradeFigures([{ side: 'ENTRY', quantity: 30, price: 14, date: '2025-01-02' }], terms);
    const part = (f: typeof a) => ({
      ...markToMarket(f, terms, 15),
      openCost: f.openCost,
    });
    const p = combinePositions([part(a), part(b)]);
    // 40 units, cost 100 + 420 = 520 → 13 a unit; value 600; P&L 50 + 30 = 80.
    expect([num(p.quantity), num(p.averageCost), num(p.marketValue), num(p.unrealizedPnl)]).toEqual(
      [40, 13, 600, 80],
    );
  });
});
