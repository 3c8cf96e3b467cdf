import {
  addDays,
  type Holding,
  type HomeCards,
  type Loan,
  type NetworthSummary,
  type Property,
  type UpcomingItem,
} from '@wealthlog/core';
import { sumByCurrency } from './home.cards.js';
import { HOME_LINKS } from './home.links.js';
import type { HomeContext } from './home.sources.js';

/** A price older than this many days (or none: valued at the last fill) is stale. */
export const STALE_PRICE_DAYS = 7;
const TOP_MOVERS = 3;

/** Whether a holding's price needs updating. */
export const isStale = (h: Holding, today: string) =>
  h.stalePrice || h.priceDate < addDays(today, -STALE_PRICE_DAYS);

/**
 * GET /api/holdings and GET /api/performance (range ytd; and from yesterday to today for the day's
 * change): null with no open position and no portfolio account.
 */
export async function investmentsCard(
  c: HomeContext,
  holdings: Holding[],
): Promise<HomeCards['investments']> {
  const [ytd, day] = await Promise.all([
    c.src.performance(c.db, c.pool, c.userId, { range: 'ytd' }),
    c.src.performance(c.db, c.pool, c.userId, {
      range: 'ytd',
      from: addDays(c.today, -1),
      to: c.today,
    }),
  ]);
  if (holdings.length === 0 && ytd.points.length === 0) return null;
  const movers = holdings
    .filter((h) => h.unrealizedPct !== null)
    .sort((a, b) => Math.abs(b.unrealizedPct!) - Math.abs(a.unrealizedPct!))
    .slice(0, TOP_MOVERS);
  return {
    value: ytd.endValue,
    dayChange: day.points.length === 0 ? null : day.gain,
    ytdChange: ytd.gain,
    twrYtd: ytd.twr,
    topMovers: movers.map((h) => ({
      instrument: h.instrument,
      accountId: h.accountId,
      unrealizedPct: h.unrealizedPct,
      unrealizedPnlBase: h.unrealizedPnlBase,
    })),
    stalePrices: [...new Set(holdings.filter((h) => isStale(h, c.today)).map((h) => h.instrument))],
    link: HOME_LINKS.investments,
  };
}

/**
 * Each property not sold with its metrics of the last 12 months (GET .../metrics), and the first
 * rent or property charge of the next 31 days in the upcoming list: null without a property.
 */
export async function realEstateCard(
  c: HomeContext,
  properties: Property[],
): Promise<HomeCards['realEstate']> {
  const held = properties.filter((p) => p.saleDate === null || p.saleDate > c.today);
  if (held.length === 0) return null;
  const [metrics, ahead] = await Promise.all([
    Promise.all(held.map((p) => c.src.propertyMetrics(c.db, c.userId, p.id, undefined))),
    c.src.upcoming(c.db, c.userId, { from: c.today, to: addDays(c.today, 30) }),
  ]);
  const next = ahead.find((i: UpcomingItem) => i.source === 'RENT' || i.propertyId);
  return {
    properties: held.map((p, n) => ({
      propertyId: p.id,
      name: p.name,
      currency: p.currency,
      equity: metrics[n]!.equity,
      netYield: metrics[n]!.netYield,
      currentValueDate: p.currentValueDate,
    })),
    next: next
      ? {
          kind: next.type === 'INCOME' ? 'rent' : 'cost',
          name: next.name,
          date: next.date,
          amount: next.amount,
          currency: next.currency,
        }
      : null,
    link: HOME_LINKS.realEstate,
  };
}

/**
 * GET /api/loans, net worth's LOAN parts (what the user owes and is owed, in the base currency) and
 * this year's PAID schedule rows of the borrowed loans: null without a loan.
 */
export async function loansCard(
  c: HomeContext,
  loans: Loan[],
  nw: NetworthSummary,
): Promise<HomeCards['loans']> {
  if (loans.length === 0) return null;
  const year = c.today.slice(0, 4);
  const borrowed = loans.filter((l) => l.direction === 'BORROWED');
  const schedules = await c.src.loanSchedules(c.db, c.userId);
  const interest = borrowed.flatMap((l) =>
    (schedules.get(l.id)?.rows ?? [])
      .filter((r) => r.status === 'PAID' && r.date.startsWith(year))
      .map((r) => ({
        currency: l.currency,
        amount: r.interest,
      })),
  );
  const next = loans
    .filter((l) => l.status === 'ACTIVE' && l.nextPayment)
    .sort((a, b) => (a.nextPayment!.date < b.nextPayment!.date ? -1 : 1) || a.id - b.id)[0];
  return {
    owedByYou: nw.liabilitiesByType.LOAN ?? 0,
    owedToYou: nw.assetsByType.LOAN ?? 0,
    nextPayment: next
      ? {
          loanId: next.id,
          name: next.name,
          date: next.nextPayment!.date,
          amount: next.nextPayment!.amount,
          currency: next.currency,
        }
      : null,
    interestThisYear: sumByCurrency(interest),
    link: HOME_LINKS.loans,
  };
}
