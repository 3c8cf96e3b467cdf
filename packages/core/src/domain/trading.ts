import { Decimal } from 'decimal.js';
import { type DecimalInput, MoneyDecimal, roundMoney, toDecimal } from './money.js';

/**
 * Trade maths (API.md "Trades"): a trade is one position from flat to flat — entry fills, then exit
 * fills. Each exit is matched to the open entry lots by the account's cost-basis method; its
 * realised P&L is (exit − matched entry) × quantity × multiplier, negated for SHORT, minus the
 * exit's fees and the matched share of the entry fees, rounded to the currency's minor unit once
 * per exit fill (DESIGN "Money maths").
 */
export const COST_BASIS_METHODS = ['FIFO', 'LIFO', 'AVERAGE'] as const;
export type CostBasisMethod = (typeof COST_BASIS_METHODS)[number];
export const FILL_SIDES = ['ENTRY', 'EXIT'] as const;
export type FillSide = (typeof FILL_SIDES)[number];

export interface FillInput {
  side: FillSide;
  quantity: DecimalInput;
  price: DecimalInput;
  fees?: DecimalInput;
  /** 'YYYY-MM-DD' or an ISO timestamp; fills are applied in this order (stable for ties). */
  date: string;
}

export interface TradeTerms {
  direction: 'LONG' | 'SHORT';
  method: CostBasisMethod;
  /** Contract size: 1 for shares and FX units, 100 for an option contract. */
  multiplier: DecimalInput;
  /** The trade's currency: P&L is rounded to its minor unit. */
  currency: string;
  stopLoss?: DecimalInput | null;
}

export interface ExitFigures {
  /** Index of the exit in the fills as given. */
  index: number;
  date: string;
  quantity: Decimal;
  pnl: Decimal;
}

export interface TradeFigures {
  /** Quantity still open: 0 when the trade is flat (CLOSED). */
  openQuantity: Decimal;
  /** Total quantity entered. */
  quantity: Decimal;
  /** Quantity-weighted average of the entry fills; of the exit fills (null without one). */
  entryPrice: Decimal;
  exitPrice: Decimal | null;
  exits: ExitFigures[];
  /** Σ of the rounded P&L of every exit. */
  realizedPnl: Decimal;
  /** realizedPnl ÷ the entry value of the quantity closed, in percent; null before any exit. */
  returnPct: Decimal | null;
  /** realizedPnl ÷ initial risk (|entry − stop| × quantity × multiplier); null without a stop. */
  rMultiple: Decimal | null;
  /** The open lots left by the method: Σ price × quantity, and the entry fees not yet matched. */
  openCost: Decimal;
  openFees: Decimal;
}

export class TradeFillError extends Error {
  constructor(readonly reason: 'exitExceedsOpen' | 'entryAfterExit' | 'noEntry') {
    super(reason);
    this.name = 'TradeFillError';
  }
}

interface Lot {
  quantity: Decimal;
  price: Decimal;
  /** Entry fees not yet matched: they go out with the lot's quantity, pro rata. */
  fees: Decimal;
}

const ZERO = new MoneyDecimal(0);

/** Takes `wanted` out of the open lots by the method; returns Σ price × qty and the fee share. */
function matchLots(lots: Lot[], wanted: Decimal, method: CostBasisMethod) {
  let cost = ZERO;
  let fees = ZERO;
  let left = wanted;
  while (left.gt(0)) {
    const lot = method === 'LIFO' ? lots[lots.length - 1]! : lots[0]!;
    const take = Decimal.min(left, lot.quantity);
    const share = lot.fees.times(take).dividedBy(lot.quantity);
    cost = cost.plus(lot.price.times(take));
    fees = fees.plus(share);
    lot.quantity = lot.quantity.minus(take);
    lot.fees = lot.fees.minus(share);
    left = left.minus(take);
    if (lot.quantity.isZero()) {
      if (method === 'LIFO') lots.pop();
      else lots.shift();
    }
  }
  return { cost, fees };
}

/** AVERAGE keeps one pooled lot: every entry re-averages its price and pools its fees. */
function addEntry(lots: Lot[], fill: Lot, method: CostBasisMethod) {
  const pooled = lots[0];
  if (method !== 'AVERAGE' || !pooled) {
    lots.push(fill);
    return;
  }
  const quantity = pooled.quantity.plus(fill.quantity);
  pooled.price = pooled.price
    .times(pooled.quantity)
    .plus(fill.price.times(fill.quantity))
    .dividedBy(quantity);
  pooled.quantity = quantity;
  pooled.fees = pooled.fees.plus(fill.fees);
}

const weighted = (fills: { quantity: Decimal; price: Decimal }[]) => {
  const q = fills.reduce((s, f) => s.plus(f.quantity), ZERO);
  return q.isZero()
    ? null
    : fills.reduce((s, f) => s.plus(f.price.times(f.quantity)), ZERO).dividedBy(q);
};

export function tradeFigures(fills: readonly FillInput[], terms: TradeTerms): TradeFigures {
  const order = fills
    .map((f, index) => ({ ...f, index }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.index - b.index));
  const sign = terms.direction === 'SHORT' ? -1 : 1;
  const multiplier = toDecimal(terms.multiplier);
  const lots: Lot[] = [];
  const entries: { quantity: Decimal; price: Decimal }[] = [];
  const exitFills: { quantity: Decimal; price: Decimal }[] = [];
  const exits: ExitFigures[] = [];
  let open = ZERO;
  let closedCost = ZERO;
  for (const f of order) {
    const quantity = toDecimal(f.quantity);
    const price = toDecimal(f.price);
    const fees = toDecimal(f.fees ?? 0);
    if (f.side === 'ENTRY') {
      if (exits.length > 0 && open.isZero()) throw new TradeFillError('entryAfterExit');
      addEntry(lots, { quantity, price, fees }, terms.method);
      entries.push({ quantity, price });
      open = open.plus(quantity);
      continue;
    }
    if (open.isZero() && entries.length === 0) throw new TradeFillError('noEntry');
    if (quantity.gt(open)) throw new TradeFillError('exitExceedsOpen');
    const matched = matchLots(lots, quantity, terms.method);
    const gross = price.times(quantity).minus(matched.cost).times(multiplier).times(sign);
    const pnl = roundMoney(gross.minus(fees).minus(matched.fees), terms.currency);
    exits.push({ index: f.index, date: f.date, quantity, pnl });
    exitFills.push({ quantity, price });
    closedCost = closedCost.plus(matched.cost);
    open = open.minus(quantity);
  }
  if (entries.length === 0) throw new TradeFillError('noEntry');
  const realizedPnl = exits.reduce((s, e) => s.plus(e.pnl), ZERO);
  const entryPrice = weighted(entries)!;
  const quantity = entries.reduce((s, e) => s.plus(e.quantity), ZERO);
  const stop = terms.stopLoss == null ? null : toDecimal(terms.stopLoss);
  const risk = stop ? entryPrice.minus(stop).abs().times(quantity).times(multiplier) : null;
  const closedValue = closedCost.times(multiplier);
  return {
    openQuantity: open,
    quantity,
    entryPrice,
    exitPrice: weighted(exitFills),
    exits,
    realizedPnl,
    returnPct: exits.length ? percentOf(realizedPnl, closedValue) : null,
    rMultiple: risk && !risk.isZero() && exits.length ? realizedPnl.dividedBy(risk) : null,
    openCost: lots.reduce((s, l) => s.plus(l.price.times(l.quantity)), ZERO),
    openFees: lots.reduce((s, l) => s.plus(l.fees), ZERO),
  };
}

/** FX pip size of a pair 'BASE/QUOTE': 0.01 when the quote is JPY, else 0.0001. */
export function pipSizeFor(instrument: string): Decimal {
  return new MoneyDecimal(instrument.toUpperCase().endsWith('/JPY') ? '0.01' : '0.0001');
}

/** Price move in pips, in the trade's favour (negated for SHORT). */
export function pips(
  direction: 'LONG' | 'SHORT',
  entry: DecimalInput,
  exit: DecimalInput,
  pipSize: DecimalInput,
): Decimal {
  const move = toDecimal(exit).minus(toDecimal(entry)).dividedBy(toDecimal(pipSize));
  return direction === 'SHORT' ? move.negated() : move;
}

/** `part` as a percentage of `whole` (2.5 means +2.5 %); null when `whole` is 0. */
export function percentOf(part: DecimalInput, whole: DecimalInput): Decimal | null {
  const w = toDecimal(whole);
  return w.isZero() ? null : toDecimal(part).dividedBy(w).times(100);
}

/**
 * The pip size pips are counted in: the one the user stored for the instrument, else an FX pair's
 * usual one (pipSizeFor); null for anything else, where pips mean nothing.
 */
export function pipSizeOf(
  instrument: string,
  assetClass: string,
  stored?: DecimalInput | null,
): Decimal | null {
  if (stored !== undefined && stored !== null) return toDecimal(stored);
  return assetClass === 'FX' ? pipSizeFor(instrument) : null;
}

/**
 * A trade's move in pips, before fees: average exit against average entry (pips above), null
 * before the first exit. For a closed trade this is its gross P&L ÷ (quantity × multiplier × pip
 * size) whatever the cost-basis method; after a partial exit it compares the exits with the
 * average of every entry, which is what the drawer says beside the figure.
 */
export function tradePips(
  trade: { direction: 'LONG' | 'SHORT'; entryPrice: DecimalInput; exitPrice: DecimalInput | null },
  pipSize: DecimalInput,
): Decimal | null {
  if (trade.exitPrice === null) return null;
  return pips(trade.direction, trade.entryPrice, trade.exitPrice, pipSize);
}
