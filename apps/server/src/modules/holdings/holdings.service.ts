import {
  combinePositions,
  createRateBook,
  decimalsFor,
  type Holding,
  type HoldingsQuery,
  markToMarket,
  MoneyDecimal,
  QUANTITY_DECIMALS,
  roundMoney,
  toDecimal,
} from '@wealthlog/core';
import type { Decimal } from 'decimal.js';
import type { Database } from '../../db/client.js';
import { todayAndBase } from '../../ledger/balances.js';
import { ratesFor } from '../../ledger/rate-inputs.js';
import * as repo from './holdings.repository.js';

const num = (d: Decimal, places: number) => d.toDecimalPlaces(places).toNumber();

/** One trade's open lots at `price` (core's markToMarket over its stored step). */
function positionOf(t: repo.OpenTradeRow, price: Decimal) {
  const figures = {
    openQuantity: toDecimal(t.quantity),
    openCost: toDecimal(t.cost),
    openFees: toDecimal(t.fees),
  };
  const terms = { direction: t.direction, multiplier: t.multiplier, currency: t.currency };
  return { ...markToMarket(figures, terms, price), openCost: figures.openCost };
}

/**
 * GET /api/holdings: the open trades, one position per account, instrument and currency, marked at
 * the latest price on or before today, else at the last fill price (stale). Values in the base
 * currency at today's rate; weights over the answer's gross value in the base currency.
 */
export async function listHoldings(
  db: Database,
  userId: number,
  q: HoldingsQuery,
): Promise<Holding[]> {
  const { today, base } = await todayAndBase(db, userId);
  const trades = await repo.openTrades(db, userId, q.accountId, today);
  const groups = new Map<string, repo.OpenTradeRow[]>();
  for (const t of trades) {
    const key = `${t.account_id} ${t.instrument.toUpperCase()} ${t.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const wanted = [...groups.values()].map(([t]) => ({
    instrument: t!.instrument.toUpperCase(),
    currency: t!.currency,
  }));
  const priced = await repo.latestPrices(db, userId, wanted, today);
  const currencies = [base, ...trades.map((t) => t.currency)];
  const book = createRateBook(await ratesFor(db, userId, [...new Set(currencies)], [today]));
  const toBase = (v: Decimal, from: string) => {
    const c = book.convert(v, from, base, today);
    return c === null ? null : roundMoney(c, base);
  };

  const out = [...groups.values()].map((group) => {
    const t = group[0]!;
    const symbol = t.instrument.toUpperCase();
    // Without a stored price: the last fill's price among the group's trades, on its day.
    const last = group.reduce((a, b) => (b.mark_day > a.mark_day ? b : a));
    const stored = priced.get(`${symbol} ${t.currency}`);
    const known = stored ? toDecimal(stored.price) : null;
    const price = known ?? toDecimal(last.mark);
    const p = combinePositions(group.map((x) => positionOf(x, price)));
    const valueBase = toBase(p.marketValue, t.currency);
    const pnlBase = toBase(p.unrealizedPnl, t.currency);
    return {
      accountId: t.account_id,
      instrument: symbol,
      assetClass: t.asset_class as Holding['assetClass'],
      currency: t.currency,
      quantity: num(p.quantity, QUANTITY_DECIMALS),
      averageCost: p.averageCost === null ? null : num(p.averageCost, QUANTITY_DECIMALS),
      costBasis: num(roundMoney(p.costBasis, t.currency), decimalsFor(t.currency)),
      price: num(price, QUANTITY_DECIMALS),
      priceDate: stored ? stored.date : last.mark_day,
      stalePrice: known === null,
      marketValue: p.marketValue.toNumber(),
      unrealizedPnl: p.unrealizedPnl.toNumber(),
      unrealizedPct: p.unrealizedPct === null ? null : num(p.unrealizedPct, 2),
      weight: null as number | null,
      baseCurrency: base,
      marketValueBase: valueBase?.toNumber() ?? null,
      unrealizedPnlBase: pnlBase?.toNumber() ?? null,
      gross: valueBase?.abs() ?? null,
    };
  });
  // Weights only when every position converts: a share of an unknown total would mislead.
  const total = out.every((h) => h.gross !== null)
    ? out.reduce((s, h) => s.plus(h.gross!), new MoneyDecimal(0))
    : null;
  return out.map(({ gross, ...h }) => ({
    ...h,
    weight: total && !total.isZero() && gross ? num(gross.dividedBy(total).times(100), 2) : null,
  }));
}
