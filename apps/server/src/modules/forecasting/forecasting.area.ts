import { type Area, mount } from '../../areas/area.js';
import { forecastScenarios } from '../../db/schema/index.js';
import { forecastRoutes } from './forecasting.routes.js';

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
  backupKinds: [{ kind: 'scenarios', table: forecastScenarios }],
};
