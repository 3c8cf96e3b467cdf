import type pg from 'pg';
import type { ServiceLookup, Services } from '../../areas/services.js';
import type { Database } from '../../db/client.js';

/**
 * What the home reads, each the function the area's own endpoint answers with (lent through the
 * areas' `provides`; modules never import one another): a card's figure is its page's figure.
 */
export type HomeSources = Pick<
  Services,
  | 'budgetMonth'
  | 'upcoming'
  | 'recurringList'
  | 'cashflow'
  | 'fire'
  | 'expenseSummary'
  | 'netWorth'
  | 'holdings'
  | 'performance'
  | 'properties'
  | 'propertyMetrics'
  | 'loans'
  | 'loanSchedule'
  | 'tradeStats'
  | 'tradeCount'
>;

/** One request's context: the user, today in their time zone, and where to read. */
export interface HomeContext {
  db: Database;
  pool: pg.Pool;
  src: HomeSources;
  userId: number;
  today: string;
}

/** The home's sources, each asked of the area that lends it. */
export function homeSourcesFrom(s: ServiceLookup): HomeSources {
  return {
    budgetMonth: s.need('budgetMonth'),
    upcoming: s.need('upcoming'),
    recurringList: s.need('recurringList'),
    cashflow: s.need('cashflow'),
    fire: s.need('fire'),
    expenseSummary: s.need('expenseSummary'),
    netWorth: s.need('netWorth'),
    holdings: s.need('holdings'),
    performance: s.need('performance'),
    properties: s.need('properties'),
    propertyMetrics: s.need('propertyMetrics'),
    loans: s.need('loans'),
    loanSchedule: s.need('loanSchedule'),
    tradeStats: s.need('tradeStats'),
    tradeCount: s.need('tradeCount'),
  };
}
