import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { authenticated } from '../../plugins/auth.js';
import { keptFor } from '../../plugins/dashboard-cache.js';
import { networthSeriesJson, networthSummaryJson } from './dashboard.repository.js';
// The answers are JSON text made by PostgreSQL, sent as they are (gzipped when large).
import { sendJson } from '../../plugins/send-json.js';

const tags = ['dashboard'];

/** /api/dashboard (API.md "Dashboard"). Register with `{ prefix: '/dashboard' }`. */
export const dashboardRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  route(app, 'dashboard.networth.get', {
    tags,
    summary: 'Net worth, assets and liabilities per day in the base currency (cached 60 s)',
    handler: async (req, reply) => {
      const uid = userId(req);
      const { range } = req.query;
      const body = await app.dashboardCache.getOrCompute(uid, `networth:${range}`, () =>
        networthSeriesJson(app.pool, uid, range, app.ledger.netWorthInputs),
      );
      return sendJson(req, reply, body);
    },
  });

  route(app, 'dashboard.networth.summary', {
    tags,
    summary: 'Today’s figures: totals, liquid/illiquid, by type and by currency (cached 60 s)',
    handler: async (req, reply) => {
      const uid = userId(req);
      const body = await app.dashboardCache.getOrCompute(uid, 'summary', () =>
        networthSummaryJson(app.pool, uid, app.ledger.netWorthInputs, keptFor(app, uid)),
      );
      return sendJson(req, reply, body);
    },
  });
});
