import type { AttentionItem, DashboardHome, HomeCards } from '@wealthlog/core';
import type pg from 'pg';
import type { ServiceLookup } from '../../areas/services.js';
import type { Database } from '../../db/client.js';
import { todayOf } from '../../ledger/balances.js';
import { statementMismatches } from '../../ledger/statement-balance.js';
import { computed, type Kept } from '../../plugins/dashboard-cache.js';
import { assetAttentionItems, attentionItems } from './home.attention.js';
import { budgetsCard, fireCard, tradingCard, upcomingCard } from './home.cards.js';
import { investmentsCard, loansCard, realEstateCard } from './home.cards-assets.js';
import { dismissedOf } from './home.repository.js';
import {
  type HomeContext,
  type HomeSources,
  homeSourcesFrom,
  oncePerAnswer,
} from './home.sources.js';

/** The cards no everyday write changes, and their attention items (plugins/dashboard-cache.ts). */
export interface AssetCards {
  cards: Pick<HomeCards, 'investments' | 'realEstate' | 'loans' | 'trading'>;
  attention: AttentionItem[];
}

/**
 * GET /api/dashboard/home: each area's answers read once, the cards made of them, and the
 * attention items they raise less those the user dismissed. The assets' cards come from `kept`:
 * an expense entered does not read the portfolio, the properties and the loans again.
 */
export async function dashboardHome(
  base: Omit<HomeContext, 'today'>,
  kept: Kept = computed,
): Promise<DashboardHome> {
  // Net worth (the home's, FIRE's) keeps the balances everyday writes do not move, as its page.
  const keptNetWorth: HomeSources['netWorth'] = (pool, uid) => base.src.netWorth(pool, uid, kept);
  const c: HomeContext = {
    ...base,
    src: oncePerAnswer({ ...base.src, netWorth: keptNetWorth }),
    today: await todayOf(base.db, base.userId),
  };
  const { db, pool, src, userId } = c;
  const [budgets, netWorth, assets, upcoming, fire, missed, mismatches] = await Promise.all([
    src.budgetMonth(db, pool, userId),
    src.netWorth(pool, userId),
    kept(`home:${c.today}`, () => assetCards(c)),
    upcomingCard(c),
    fireCard(c),
    src.missedAutoPosts(db, userId),
    statementMismatches(db, userId),
  ]);
  const raised = [
    ...attentionItems({ today: c.today, budgets, upcoming, netWorth, missed, mismatches }),
    ...assets.attention,
  ];
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
      ...assets.cards,
      fire,
    },
  };
}

/** The investments, real-estate, loans and trading cards, and the attention items they raise. */
async function assetCards(c: HomeContext): Promise<AssetCards> {
  const { db, pool, src, userId } = c;
  const [netWorth, holdings, properties, loans] = await Promise.all([
    src.netWorth(pool, userId),
    src.holdings(db, userId, {}),
    src.properties(db, userId),
    src.loans(db, userId),
  ]);
  const [investments, realEstate, loansC, trading] = await Promise.all([
    investmentsCard(c, holdings),
    realEstateCard(c, properties),
    loansCard(c, loans, netWorth),
    tradingCard(c),
  ]);
  return {
    cards: { investments, realEstate, loans: loansC, trading },
    attention: assetAttentionItems({ today: c.today, holdings, properties }),
  };
}

/** The home's attention items for one user, read as GET /api/dashboard/home reads them. */
export function homeAttentionWith(services: ServiceLookup) {
  return async (db: Database, pool: pg.Pool, userId: number): Promise<AttentionItem[]> => {
    const home = await dashboardHome({ db, pool, src: homeSourcesFrom(services), userId });
    return home.attention;
  };
}
