import { performanceSchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { authenticated } from '../../plugins/auth.js';
import { sendCached } from '../../plugins/cached-json.js';
import { performanceOf } from './performance.service.js';

/**
 * /api/performance (API.md "Holdings, prices and performance"): time- and money-weighted returns
 * of one account or of the portfolio. Register with `{ prefix: '/performance' }`.
 */
export const performanceRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  route(app, 'performance.get', {
    tags: ['holdings'],
    summary:
      'Returns (TWR, MWR, simple), contributions and a value chart of an account or the portfolio',
    handler: async (req, reply) => {
      const q = req.query;
      return sendCached(
        app,
        req,
        reply,
        {
          userId: userId(req),
          variant: `performance:${JSON.stringify([q.accountId, q.range, q.from, q.to])}`,
          schema: performanceSchema,
        },
        // Every write that moves a value or a flow (postings, trades, prices, rates) clears it.
        () => performanceOf(app.db, app.pool, userId(req), q, app.ledger.netWorthInputs),
      );
    },
  });
});
