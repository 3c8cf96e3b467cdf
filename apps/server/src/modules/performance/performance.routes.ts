import { performanceQuerySchema, performanceSchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticated, requireUser } from '../../plugins/auth.js';
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
    async (req) => performanceOf(app.db, app.pool, requireUser(req).id, req.query),
  );
});
