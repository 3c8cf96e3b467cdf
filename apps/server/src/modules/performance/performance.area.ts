import { type Area, mount } from '../../areas/area.js';
import { performanceRoutes } from './performance.routes.js';
import type { Database } from '../../db/client.js';
import type pg from 'pg';
import type { Performance, PerformanceQuery } from '@wealthlog/core';
import { performanceOf } from './performance.service.js';

declare module '../../areas/services.js' {
  interface Services {
    /** GET /api/performance as it answers, over the ledger's net-worth inputs (the home's card). */
    performance(
      db: Database,
      pool: pg.Pool,
      userId: number,
      q: PerformanceQuery,
    ): Promise<Performance>;
  }
}

export const performanceArea: Area = {
  name: 'performance',
  routes: [mount('/performance', performanceRoutes)],
  provides: (ledger) => ({
    performance: (db, pool, userId, q) => performanceOf(db, pool, userId, q, ledger.netWorthInputs),
  }),
};
