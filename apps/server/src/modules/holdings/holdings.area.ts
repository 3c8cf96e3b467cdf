import { type Area, mount } from '../../areas/area.js';
import { openPositions } from './holdings.networth.js';
import { holdingRoutes } from './holdings.routes.js';
import { listHoldings } from './holdings.service.js';

declare module '../../areas/services.js' {
  interface Services {
    /** GET /api/holdings as it answers (the home's investments card). */
    holdings: typeof listHoldings;
  }
}

/** Holdings: open positions at each day's price are a part of net worth. */
export const holdingsArea: Area = {
  name: 'holdings',
  routes: [mount('/holdings', holdingRoutes)],
  netWorthInputs: [openPositions],
  provides: () => ({ holdings: listHoldings }),
};
