import {
  type NetworthRange,
  type NetworthSeries,
  type NetworthSummary,
  networthSeriesSchema,
  networthSummarySchema,
} from '@wealthlog/core';
import type pg from 'pg';
import { type Area, mount } from '../../areas/area.js';
import type { Kept } from '../../plugins/dashboard-cache.js';
import { networthSeriesJson, networthSummaryJson } from './dashboard.repository.js';
import { dashboardRoutes } from './dashboard.routes.js';

declare module '../../areas/services.js' {
  interface Services {
    /**
     * Today's net worth as GET /api/dashboard/networth/summary answers it (the forecast's start);
     * with `kept`, the balances everyday writes do not move come from the cache (keptFor).
     */
    netWorth(pool: pg.Pool, userId: number, kept?: Kept): Promise<NetworthSummary>;
    /** The daily series as GET /api/dashboard/networth answers it (the weekly e-mail's change). */
    netWorthSeries(pool: pg.Pool, userId: number, range: NetworthRange): Promise<NetworthSeries>;
  }
}

export const dashboardArea: Area = {
  name: 'dashboard',
  routes: [mount('/dashboard', dashboardRoutes)],
  provides: (ledger) => ({
    netWorth: async (pool, userId, kept) =>
      networthSummarySchema.parse(
        JSON.parse(await networthSummaryJson(pool, userId, ledger.netWorthInputs, kept)),
      ),
    netWorthSeries: async (pool, userId, range) =>
      networthSeriesSchema.parse(
        JSON.parse(await networthSeriesJson(pool, userId, range, ledger.netWorthInputs)),
      ),
  }),
};
