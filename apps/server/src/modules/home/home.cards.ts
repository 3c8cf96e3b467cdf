import {
  addDays,
  type BudgetMonth,
  type HomeCards,
  toDecimal,
  toMoneyNumber,
} from '@wealthlog/core';
import { HOME_LINKS } from './home.links.js';
import type { HomeContext } from './home.sources.js';

/** A category is "near" its limit when 90 % of what it may spend (amount + carriedIn) is spent. */
const NEAR_LIMIT = 0.9;
/** The upcoming card's window: today and the next 13 days. */
export const UPCOMING_DAYS = 14;

/** This month's budgets (GET /api/budgets): null without a budget. */
export function budgetsCard(m: BudgetMonth): HomeCards['budgets'] {
  if (m.items.length === 0) return null;
  const categories = m.items
    .map((i) => ({ i, limit: i.amount + i.carriedIn }))
    .filter(({ i, limit }) => i.available < 0 || (limit > 0 && i.spent >= limit * NEAR_LIMIT))
    .sort((a, b) => a.i.available - b.i.available)
    .map(({ i }) => ({
      category: i.category,
      spent: i.spent,
      budgeted: i.amount,
      available: i.available,
      over: i.available < 0,
    }));
  return {
    month: m.month,
    spent: m.totals.spent,
    budgeted: m.totals.amount,
    categories,
    link: HOME_LINKS.budgets(m.month),
  };
}

/**
 * The next 14 days of the upcoming list with whether each posts itself, and the forecast's lowest
 * total liquid balance over the same days: null when nothing is due.
 */
export async function upcomingCard(c: HomeContext): Promise<HomeCards['upcoming']> {
  const to = addDays(c.today, UPCOMING_DAYS - 1);
  // The forecast over the card's own days (today + 13): it reads the same upcoming list, once.
  const [items, flow] = await Promise.all([
    c.src.upcoming(c.db, c.userId, { from: c.today, to }),
    c.src.cashflow(c.db, forecastSources(c), c.userId, UPCOMING_DAYS - 1),
  ]);
  if (items.length === 0) return null;
  const lowest = flow.points.reduce<(typeof flow.points)[number] | null>(
    (low, p) => (low === null || p.balance < low.balance ? p : low),
    null,
  );
  return {
    from: c.today,
    to,
    items: items.map((i) => ({
      source: i.source,
      recurringId: i.recurringId,
      loanId: i.loanId ?? null,
      propertyId: i.propertyId ?? null,
      name: i.name,
      date: i.date,
      amount: i.amount,
      currency: i.currency,
      type: i.type,
      status: i.status,
      autoPost: i.autoPost,
    })),
    lowestBalance: lowest?.balance ?? null,
    lowestDate: lowest?.date ?? null,
    belowZero: lowest !== null && lowest.balance < 0,
    link: HOME_LINKS.upcoming,
  };
}

/** The forecast's sources, as forecasting.area.ts hands them to its own routes. */
export function forecastSources(c: HomeContext) {
  return { upcoming: c.src.upcoming, summary: c.src.expenseSummary, netWorth: c.src.netWorth };
}

/** GET /api/forecast/fire with its defaults: null while no spending gives a FIRE number. */
export async function fireCard(c: HomeContext): Promise<HomeCards['fire']> {
  const f = await c.src.fire({ db: c.db, pool: c.pool, sources: forecastSources(c) }, c.userId, {});
  if (f.fireNumber <= 0) return null;
  return {
    fireNumber: f.fireNumber,
    currentNetWorth: f.currentNetWorth,
    progressPct: f.progressPct,
    yearsToFire: f.yearsToFire,
    projectedYear: f.yearsToFire === null ? null : projectedYear(c.today, f.yearsToFire),
    link: HOME_LINKS.fire,
  };
}

/** The calendar year `years` (months / 12, as the FIRE answer gives it) after `today`. */
export function projectedYear(today: string, years: number): number {
  const months = Math.round(years * 12);
  const monthIndex = Number(today.slice(5, 7)) - 1 + months;
  return Number(today.slice(0, 4)) + Math.floor(monthIndex / 12);
}

/** Trading this month (GET /api/trade/stats?from&to) and the open trades: null without a trade. */
export async function tradingCard(c: HomeContext): Promise<HomeCards['trading']> {
  const all = { page: 1, pageSize: 1 };
  if ((await c.src.tradeCount(c.db, c.userId, all)) === 0) return null;
  const from = `${c.today.slice(0, 7)}-01`;
  const [stats, open] = await Promise.all([
    c.src.tradeStats(c.pool, c.userId, { from, to: c.today }),
    c.src.tradeCount(c.db, c.userId, { ...all, status: 'OPEN' }),
  ]);
  const s = JSON.parse(stats) as { netPnl: number; winRate: number };
  return {
    realisedPnlThisMonth: s.netPnl,
    winRate: s.winRate,
    openPositions: open,
    link: HOME_LINKS.trading(from, c.today),
  };
}

/** Interest of the PAID schedule rows dated this year, per currency. */
export function sumByCurrency(rows: { currency: string; amount: string | number }[]) {
  const sums = new Map<string, ReturnType<typeof toDecimal>>();
  for (const r of rows) sums.set(r.currency, (sums.get(r.currency) ?? toDecimal(0)).plus(r.amount));
  return [...sums]
    .map(([currency, total]) => ({ currency, amount: toMoneyNumber(total, currency) }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}
