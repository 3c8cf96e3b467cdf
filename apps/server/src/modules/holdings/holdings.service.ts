import {
  type CostBasisMethod,
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
  tradeFigures,
} from '@wealthlog/core';
import type { Decimal } from 'decimal.js';
import type { Database } from '../../db/client.js';
import { todayAndBase } from '../../ledger/balances.js';
import { ratesFor } from '../../ledger/rate-inputs.js';
import * as repo from './holdings.repository.js';

const num = (d: Decimal, places: number) => d.toDecimalPlaces(places).toNumber();

/** One trade's open lots at `price` (core's maths under the account's cost-basis method). */
function positionOf(t: repo.OpenTradeRow, price: Decimal) {
  const terms = {
    direction: t.direction,
    method: t.cost_basis as CostBasisMethod,
    multiplier: t.multiplier,
    currency: t.currency,
  };
  const figures = tradeFigures(
    t.fills.map(([side, quantity, p, fees, at]) => ({
      side: side as 'ENTRY' | 'EXIT',
      quantity,
      price: p,
      fees,
      date: at,
    })),
    terms,
  );
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
  const [trades, { today, base }] = await Promise.all([
    repo.openTrades(db, userId, q.accountId),
    todayAndBase(db, userId),
  ]);
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
    const fills = group.flatMap((x) => x.fills).sort((a, b) => (a[4] < b[4] ? -1 : 1));
    const lastFill = fills[fills.length - 1]!;
    const stored = priced.get(`${symbol} ${t.currency}`);
    const known = stored ? toDecimal(stored.price) : null;
    const price = known ?? toDecimal(lastFill[2]);
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
      priceDate: stored ? stored.date : lastFill[5],
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
