import { type Area, mount } from '../../areas/area.js';
import { instrumentRoutes } from './instruments.routes.js';
import { tradeCostBasis } from './trading.cost-basis.js';
import { tradePostings } from './trading.postings.js';
import { tradingRoutes } from './trading.routes.js';

declare module '../../areas/services.js' {
  interface Services {
    /** How an account's trades are re-booked under another cost-basis method (the accounts' PUT). */
    costBasis: typeof tradeCostBasis;
  }
}

/** Trades and the instruments they are in: P&L posts into accounts. */
export const tradingArea: Area = {
  name: 'trading',
  routes: [mount('/trade', tradingRoutes), mount('/instruments', instrumentRoutes)],
  postingSources: [tradePostings],
  provides: () => ({ costBasis: tradeCostBasis }),
};
