import { holdingListSchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { authenticated } from '../../plugins/auth.js';
import { sendCached } from '../../plugins/cached-json.js';
import { listHoldings } from './holdings.service.js';

/**
 * /api/holdings (API.md "Holdings, prices and performance"): open positions at market value.
 * Register with `{ prefix: '/holdings' }`.
 */
export const holdingRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  route(app, 'holdings.list', {
    tags: ['holdings'],
    summary: 'Open positions per account and instrument, marked at the latest price',
    handler: async (req, reply) =>
      sendCached(
        app,
        req,
        reply,
        {
          userId: userId(req),
          variant: `holdings:${req.query.accountId ?? 'all'}`,
          schema: holdingListSchema,
        },
        // Every write that moves a position (trades, fills, prices, rates, settings) clears it.
        () => listHoldings(app.db, userId(req), req.query),
      ),
  });
});
