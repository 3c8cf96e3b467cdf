import { holdingListSchema, holdingsQuerySchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.js';
import { sendJson } from '../../plugins/send-json.js';
import { listHoldings } from './holdings.service.js';

/**
 * /api/holdings (API.md "Holdings, prices and performance"): open positions at market value.
 * Register with `{ prefix: '/holdings' }`.
 */
export const holdingRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['holdings'],
        security: [{ bearer: [] }],
        summary: 'Open positions per account and instrument, marked at the latest price',
        querystring: holdingsQuerySchema,
        response: { 200: holdingListSchema },
      },
    },
    async (req, reply) => {
      const id = requireUser(req).id;
      const compute = async () =>
        JSON.stringify(z.encode(holdingListSchema, await listHoldings(app.db, id, req.query)));
      // In the per-user dashboard cache (60 s): every write that moves a position (trades,
      // fills, prices, rates, settings) already drops the user's entries.
      const cache = app.hasDecorator('dashboardCache') ? app.dashboardCache : undefined;
      const variant = `holdings:${req.query.accountId ?? 'all'}`;
      const body = cache ? await cache.getOrCompute(id, variant, compute) : await compute();
      return sendJson(req, reply, body);
    },
  );
});
