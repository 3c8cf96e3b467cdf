import { describe, expect, it } from 'vitest';
import { journalStats } from './trading-stats.js';

const n = (d: { toNumber(): number } | null) => d?.toNumber() ?? null;

describe('journal statistics (API.md reference)', () => {
  // Closed trades in the order they closed, break-even band ±0.
  const pnls = [300, -100, -100, 0, 200, -50].map((pnl) => ({ pnl }));
  const s = journalStats(pnls, { min: 0, max: 0 });

  it('+300, −100, −100, 0, +200, −50: 2 wins, 3 losses, 1 breakeven, win rate 33.33 %', () => {
    expect([s.count, s.wins, s.losses, s.breakeven]).toEqual([6, 2, 3, 1]);
    expect(s.winRate!.toDecimalPlaces(2).toNumber()).toBe(33.33); // 2 ÷ 6
  });

  it('profit factor 2.0 (500 ÷ 250), expectancy +41.67 (250 ÷ 6)', () => {
    expect([n(s.grossProfit), n(s.grossLoss), n(s.netPnl)]).toEqual([500, 250, 250]);
    expect(n(s.profitFactor)).toBe(2);
    expect(s.expectancy!.toDecimalPlaces(2).toNumber()).toBe(41.67);
    expect([n(s.averageWin), n(s.averageLoss), n(s.largestWin), n(s.largestLoss)]).toEqual([
      250, 83.33333333333333, 300, 100,
    ]);
  });

  it('max consecutive losses 2, max drawdown 200 (equity 300 → 100)', () => {
    // Equity after each: 300, 200, 100, 100, 300, 250 — the fall from the 300 peak to 100 is 200.
    expect(s.maxConsecutiveLosses).toBe(2);
    expect(s.maxConsecutiveWins).toBe(1);
    expect(n(s.maxDrawdown)).toBe(200);
  });

  it('counts a P&L inside the break-even band as breakeven, not a win, and averages R', () => {
    const banded = journalStats(
      [
        { pnl: 3, rMultiple: 0.1 },
        { pnl: -2, rMultiple: -0.2 },
        { pnl: 40, rMultiple: 2 },
      ],
      { min: -5, max: 5 },
    );
    expect([banded.wins, banded.losses, banded.breakeven]).toEqual([1, 0, 2]);
    expect(n(banded.netPnl)).toBe(41);
    expect(banded.averageR!.toDecimalPlaces(4).toNumber()).toBe(0.6333); // (0.1 − 0.2 + 2) ÷ 3
    expect(banded.profitFactor).toBeNull();
  });

  it('answers an empty journal with zeros and nulls, never NaN', () => {
    const empty = journalStats([]);
    expect([empty.count, n(empty.winRate), n(empty.expectancy), n(empty.maxDrawdown)]).toEqual([
      0,
      null,
      null,
      0,
    ]);
  });
});
