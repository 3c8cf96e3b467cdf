import type { AttentionItem, DashboardHome } from '@wealthlog/core';
import type pg from 'pg';
import type { ServiceLookup } from '../../areas/services.js';
import type { Database } from '../../db/client.js';
import { todayOf } from '../../ledger/balances.js';
import { attentionItems } from './home.attention.js';
import { budgetsCard, fireCard, tradingCard, upcomingCard } from './home.cards.js';
import { investmentsCard, loansCard, realEstateCard } from './home.cards-assets.js';
import { dismissedOf } from './home.repository.js';
import { type HomeContext, homeSourcesFrom, oncePerAnswer } from './home.sources.js';

/**
 * GET /api/dashboard/home: each area's answers read once, the cards made of them, and the
 * attention items they raise less those the user dismissed.
 */
export async function dashboardHome(base: Omit<HomeContext, 'today'>): Promise<DashboardHome> {
  const c: HomeContext = {
    ...base,
    src: oncePerAnswer(base.src),
    today: await todayOf(base.db, base.userId),
  };
  const { db, pool, src, userId } = c;
  const [budgets, netWorth, holdings, properties, loans] = await Promise.all([
    src.budgetMonth(db, pool, userId),
    src.netWorth(pool, userId),
    src.holdings(db, userId, {}),
    src.properties(db, userId),
    src.loans(db, userId),
  ]);
  const [upcoming, investments, realEstate, loansC, trading, fire] = await Promise.all([
    upcomingCard(c),
    investmentsCard(c, holdings),
    realEstateCard(c, properties),
    loansCard(c, loans, netWorth),
    tradingCard(c),
    fireCard(c),
  ]);
  const raised = attentionItems({
    today: c.today,
    budgets,
    upcoming,
    netWorth,
    holdings,
    properties,
  });
  const dismissed = await dismissedOf(
    db,
    userId,
    raised.map((i) => i.id),
  );
  return {
    currency: netWorth.currency,
    attention: raised.filter((i) => !dismissed.has(i.id)),
    cards: {
      budgets: budgetsCard(budgets),
      upcoming,
      investments,
      realEstate,
      loans: loansC,
      trading,
      fire,
    },
  };
}

/** The home's attention items for one user, read as GET /api/dashboard/home reads them. */
export function homeAttentionWith(services: ServiceLookup) {
  return async (db: Database, pool: pg.Pool, userId: number): Promise<AttentionItem[]> => {
    const home = await dashboardHome({ db, pool, src: homeSourcesFrom(services), userId });
    return home.attention;
  };
}
