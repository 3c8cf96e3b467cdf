import { type NetworthSummary, networthSummarySchema } from '@wealthlog/core';
import type pg from 'pg';
import { type Area, mount } from '../../areas/area.js';
import { networthSummaryJson } from './dashboard.repository.js';
import { dashboardRoutes } from './dashboard.routes.js';

declare module '../../areas/services.js' {
  interface Services {
    /** Today's net worth as GET /api/dashboard/networth/summary answers it (the forecast's start). */
    netWorth(pool: pg.Pool, userId: number): Promise<NetworthSummary>;
  }
}

export const dashboardArea: Area = {
  name: 'dashboard',
  routes: [mount('/dashboard', dashboardRoutes)],
  provides: (ledger) => ({
    netWorth: async (pool, userId) =>
      networthSummarySchema.parse(
        JSON.parse(await networthSummaryJson(pool, userId, ledger.netWorthInputs)),
      ),
  }),
};
