import type { Decimal } from 'decimal.js';
import { type DecimalInput, MoneyDecimal, toDecimal } from './money.js';

/**
 * Journal statistics over CLOSED trades in the order they closed (API.md "GET /api/trade/stats").
 * A P&L within the break-even band (trading settings: breakEvenMin..breakEvenMax, both included)
 * is breakeven, neither a win nor a loss; it also ends a streak.
 * The server computes the same figures in SQL; this is their definition, and what tests hold the
 * SQL to. The server's netPnl, equity curve and drawdown also count the partial exits of trades
 * still open (every exit on its day, ADR 0022): with closed trades only, they equal these.
 */
export interface ClosedTrade {
  pnl: DecimalInput;
  rMultiple?: DecimalInput | null;
}

export interface JournalStats {
  count: number;
  wins: number;
  losses: number;
  breakeven: number;
  /** Percent of closed trades. */
  winRate: Decimal | null;
  netPnl: Decimal;
  grossProfit: Decimal;
  /** Magnitudes, as the contract says. */
  grossLoss: Decimal;
  /** grossProfit ÷ grossLoss; null without a loss. */
  profitFactor: Decimal | null;
  averageWin: Decimal | null;
  averageLoss: Decimal | null;
  largestWin: Decimal | null;
  largestLoss: Decimal | null;
  /** netPnl ÷ count: what a trade has been worth on average. */
  expectancy: Decimal | null;
  averageR: Decimal | null;
  maxConsecutiveWins: number;
  maxConsecutiveLosses: number;
  /** The deepest fall of cumulative P&L from a previous peak (a magnitude; the start counts as 0). */
  maxDrawdown: Decimal;
}

export interface BreakEvenBand {
  min: DecimalInput;
  max: DecimalInput;
}

export function journalStats(
  trades: readonly ClosedTrade[],
  band: BreakEvenBand = { min: 0, max: 0 },
): JournalStats {
  const low = toDecimal(band.min);
  const high = toDecimal(band.max);
  const zero = new MoneyDecimal(0);
  let grossProfit = zero;
  let grossLoss = zero;
  let wins = 0;
  let losses = 0;
  let largestWin: Decimal | null = null;
  let largestLoss: Decimal | null = null;
  let streak = 0; // > 0: wins in a row, < 0: losses in a row
  let maxWins = 0;
  let maxLosses = 0;
  let cumulative = zero;
  let peak = zero;
  let drawdown = zero;
  let rSum = zero;
  let rCount = 0;
  for (const t of trades) {
    const pnl = toDecimal(t.pnl);
    if (pnl.gt(high)) {
      wins += 1;
      grossProfit = grossProfit.plus(pnl);
      largestWin = largestWin === null || pnl.gt(largestWin) ? pnl : largestWin;
      streak = streak > 0 ? streak + 1 : 1;
    } else if (pnl.lt(low)) {
      losses += 1;
      grossLoss = grossLoss.plus(pnl.abs());
      largestLoss = largestLoss === null || pnl.abs().gt(largestLoss) ? pnl.abs() : largestLoss;
      streak = streak < 0 ? streak - 1 : -1;
    } else {
      streak = 0;
    }
    maxWins = Math.max(maxWins, streak);
    maxLosses = Math.max(maxLosses, -streak);
    cumulative = cumulative.plus(pnl);
    peak = cumulative.gt(peak) ? cumulative : peak;
    drawdown = peak.minus(cumulative).gt(drawdown) ? peak.minus(cumulative) : drawdown;
    if (t.rMultiple != null) {
      rSum = rSum.plus(toDecimal(t.rMultiple));
      rCount += 1;
    }
  }
  const count = trades.length;
  const netPnl = grossProfit.minus(grossLoss).plus(
    // breakeven trades inside a non-zero band still carry their small P&L
    trades.reduce((s, t) => {
      const p = toDecimal(t.pnl);
      return p.gte(low) && p.lte(high) ? s.plus(p) : s;
    }, zero),
  );
  return {
    count,
    wins,
    losses,
    breakeven: count - wins - losses,
    winRate: count ? new MoneyDecimal(wins).dividedBy(count).times(100) : null,
    netPnl,
    grossProfit,
    grossLoss,
    profitFactor: grossLoss.isZero() ? null : grossProfit.dividedBy(grossLoss),
    averageWin: wins ? grossProfit.dividedBy(wins) : null,
    averageLoss: losses ? grossLoss.dividedBy(losses) : null,
    largestWin,
    largestLoss,
    expectancy: count ? netPnl.dividedBy(count) : null,
    averageR: rCount ? rSum.dividedBy(rCount) : null,
    maxConsecutiveWins: maxWins,
    maxConsecutiveLosses: maxLosses,
    maxDrawdown: drawdown,
  };
}
