import { type Area, mount } from '../../areas/area.js';
import { openPositions } from './holdings.networth.js';
import { holdingRoutes } from './holdings.routes.js';

/** Holdings: open positions at each day's price are a part of net worth. */
export const holdingsArea: Area = {
  name: 'holdings',
  routes: [mount('/holdings', holdingRoutes)],
  netWorthInputs: [openPositions],
};
