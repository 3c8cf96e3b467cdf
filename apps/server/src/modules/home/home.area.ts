import { type Area, mount } from '../../areas/area.js';
import { homeLayouts } from '../../db/schema/index.js';
import { homeLayoutRoutes } from './layout.routes.js';
import { homeRoutes } from './home.routes.js';

/**
 * The dashboard's home (issue 33): a card per area and what needs the user's attention, each
 * figure read through the function the area's own endpoint answers with; and the layout of those
 * cards the user chose.
 */
export const homeArea: Area = {
  name: 'home',
  routes: [
    mount('/dashboard/home', homeRoutes, ({ services: s }) => ({
      sources: {
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
      },
    })),
    mount('/dashboard/home/layout', homeLayoutRoutes),
  ],
  backupKinds: [{ kind: 'homeLayout', table: homeLayouts, own: 'upsert' }],
  // No backup kind for the dismissals: an item's id names its object by id (a property, a loan),
  // which a restore renumbers, so a restored dismissal would hide another object's item.
};
