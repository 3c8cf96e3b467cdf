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
  | 'missedAutoPosts'
  | 'cashflow'
  | 'fire'
  | 'expenseSummary'
  | 'netWorth'
  | 'holdings'
  | 'performance'
  | 'properties'
  | 'propertyMetrics'
  | 'loans'
  | 'loanSchedules'
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
    missedAutoPosts: s.need('missedAutoPosts'),
    cashflow: s.need('cashflow'),
    fire: s.need('fire'),
    expenseSummary: s.need('expenseSummary'),
    netWorth: s.need('netWorth'),
    holdings: s.need('holdings'),
    performance: s.need('performance'),
    properties: s.need('properties'),
    propertyMetrics: s.need('propertyMetrics'),
    loans: s.need('loans'),
    loanSchedules: s.need('loanSchedules'),
    tradeStats: s.need('tradeStats'),
    tradeCount: s.need('tradeCount'),
  };
}

/**
 * The sources of one home answer, with the reads several cards (and the forecast inside them) make
 * alike asked once: net worth (home, FIRE), the loans (home, upcoming), the upcoming list and the
 * expenses summary. Keyed by the arguments after the connections; answers are shared, not copied,
 * so no card may change one.
 */
export function oncePerAnswer(src: HomeSources): HomeSources {
  return {
    ...src,
    netWorth: once(src.netWorth, 1),
    loans: once(src.loans, 1),
    upcoming: once(src.upcoming, 1),
    expenseSummary: once(src.expenseSummary, 2),
  };
}

function once<A extends unknown[], R>(f: (...a: A) => Promise<R>, connections: number) {
  const asked = new Map<string, Promise<R>>();
  return (...a: A): Promise<R> => {
    const key = JSON.stringify(a.slice(connections));
    let answer = asked.get(key);
    if (!answer) asked.set(key, (answer = f(...a)));
    return answer;
  };
}
