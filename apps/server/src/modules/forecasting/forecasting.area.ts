import { type Area, mount } from '../../areas/area.js';
import { forecastScenarios } from '../../db/schema/index.js';
import { forecastRoutes } from './forecasting.routes.js';
import { cashflow } from './forecasting.cashflow.js';
import { fire } from './forecasting.service.js';

declare module '../../areas/services.js' {
  interface Services {
    /** GET /api/forecast/cashflow and /fire as they answer, given the sources (the home's cards). */
    cashflow: typeof cashflow;
    fire: typeof fire;
  }
}

/** The forecast reads recurring's occurrences, the expenses summary and today's net worth. */
export const forecastingArea: Area = {
  name: 'forecasting',
  routes: [
    mount('/forecast', forecastRoutes, ({ services }) => ({
      sources: {
        upcoming: services.need('upcoming'),
        summary: services.need('expenseSummary'),
        netWorth: services.need('netWorth'),
      },
    })),
  ],
  provides: () => ({ cashflow, fire }),
  backupKinds: [{ kind: 'scenarios', table: forecastScenarios }],
};
