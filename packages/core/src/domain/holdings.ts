import type { Decimal } from 'decimal.js';
import { type DecimalInput, MoneyDecimal, roundMoney, toDecimal } from './money.js';
import type { TradeFigures } from './trading.js';

/**
 * An open position marked to market (API.md "Holdings"). What is still open after the exits is the
 * open lots the account's cost-basis method left (trading.ts); at a price P:
 * - market value = open quantity × P × multiplier, negative for a SHORT;
 * - cost basis = Σ lot price × quantity × multiplier + the entry fees not yet matched;
 * - unrealised P&L = (P × open − Σ lot cost) × multiplier, negated for SHORT, minus those fees —
 *   exactly the realised P&L an exit at P without exit fees would book, so net worth does not jump
 *   when the position is closed at the marked price.
 */
export interface PositionFigures {
  /** Signed: negative for a SHORT. */
  quantity: Decimal;
  /** Σ lot cost ÷ open quantity, in price units; null when nothing is open. */
  averageCost: Decimal | null;
  costBasis: Decimal;
  marketValue: Decimal;
  unrealizedPnl: Decimal;
  /** unrealizedPnl ÷ costBasis in percent; null with a zero basis. */
  unrealizedPct: Decimal | null;
}

export interface PositionTerms {
  direction: 'LONG' | 'SHORT';
  multiplier: DecimalInput;
  currency: string;
}

const ZERO = new MoneyDecimal(0);

export function markToMarket(
  figures: Pick<TradeFigures, 'openQuantity' | 'openCost' | 'openFees'>,
  terms: PositionTerms,
  price: DecimalInput,
): PositionFigures {
  const open = figures.openQuantity;
  const sign = terms.direction === 'SHORT' ? -1 : 1;
  const multiplier = toDecimal(terms.multiplier);
  const p = toDecimal(price);
  const costBasis = figures.openCost.times(multiplier).plus(figures.openFees);
  const unrealizedPnl = roundMoney(
    p.times(open).minus(figures.openCost).times(multiplier).times(sign).minus(figures.openFees),
    terms.currency,
  );
  return {
    quantity: open.times(sign),
    averageCost: open.isZero() ? null : figures.openCost.dividedBy(open),
    costBasis,
    marketValue: roundMoney(open.times(p).times(multiplier).times(sign), terms.currency),
    unrealizedPnl,
    unrealizedPct: costBasis.isZero() ? null : unrealizedPnl.dividedBy(costBasis).times(100),
  };
}

/**
 * Several open trades of one instrument in one account are one position: quantities, bases,
 * values and P&L add up; the average cost is the basis per unit (fees excluded) of the net quantity.
 */
export function combinePositions(
  parts: readonly (PositionFigures & { openCost: Decimal })[],
): PositionFigures {
  const sum = (pick: (p: (typeof parts)[number]) => Decimal) =>
    parts.reduce((s, p) => s.plus(pick(p)), ZERO);
  const quantity = sum((p) => p.quantity);
  const costBasis = sum((p) => p.costBasis);
  const unrealizedPnl = sum((p) => p.unrealizedPnl);
  const units = sum((p) => p.quantity.abs());
  return {
    quantity,
    averageCost: units.isZero() ? null : sum((p) => p.openCost).dividedBy(units),
    costBasis,
    marketValue: sum((p) => p.marketValue),
    unrealizedPnl,
    unrealizedPct: costBasis.isZero() ? null : unrealizedPnl.dividedBy(costBasis).times(100),
  };
}
