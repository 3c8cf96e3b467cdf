import { performanceQuerySchema, performanceSchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.js';
import { sendJson } from '../../plugins/send-json.js';
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
      const id = requireUser(req).id;
      const q = req.query;
      const compute = async () =>
        JSON.stringify(z.encode(performanceSchema, await performanceOf(app.db, app.pool, id, q)));
      // In the per-user dashboard cache (60 s), dropped by every write that moves a value or a flow.
      const cache = app.hasDecorator('dashboardCache') ? app.dashboardCache : undefined;
      const variant = `performance:${JSON.stringify([q.accountId, q.range, q.from, q.to])}`;
      const body = cache ? await cache.getOrCompute(id, variant, compute) : await compute();
      return sendJson(req, reply, body);
    },
  );
});
