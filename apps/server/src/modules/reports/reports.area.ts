import { type Area, mount } from '../../areas/area.js';
import { reportRoutes } from './reports.routes.js';
import { summary } from './reports.service.js';

declare module '../../areas/services.js' {
  interface Services {
    /** The expenses summary (the forecast's average spending). */
    expenseSummary: typeof summary;
  }
}

export const reportsArea: Area = {
  name: 'reports',
  routes: [mount('/expenses', reportRoutes)],
  provides: () => ({ expenseSummary: summary }),
};
