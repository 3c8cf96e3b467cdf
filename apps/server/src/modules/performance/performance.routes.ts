import { performanceQuerySchema, performanceSchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticated, requireUser } from '../../plugins/auth.js';
import { sendCached } from '../../plugins/cached-json.js';
import { performanceOf } from './performance.service.js';

/**
 * /api/performance (API.md "Holdings, prices and performance"): time- and money-weighted returns
 * of one account or of the portfolio. Register with `{ prefix: '/performance' }`.
 */
export const performanceRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['holdings'],
        security: [{ bearer: [] }],
        summary:
          'Returns (TWR, MWR, simple), contributions and a value chart of an account or the portfolio',
        querystring: performanceQuerySchema,
        response: { 200: performanceSchema },
      },
    },
    async (req, reply) => {
      const q = req.query;
      return sendCached(
        app,
        req,
        reply,
        {
          userId: requireUser(req).id,
          variant: `performance:${JSON.stringify([q.accountId, q.range, q.from, q.to])}`,
          schema: performanceSchema,
        },
        // Every write that moves a value or a flow (postings, trades, prices, rates) clears it.
        () => performanceOf(app.db, app.pool, requireUser(req).id, q, app.ledger.netWorthInputs),
      );
    },
  );
});
