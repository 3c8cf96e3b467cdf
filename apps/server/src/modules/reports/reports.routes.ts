import { expenseSummarySchema, summaryQuerySchema } from '@wealthlog/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticated, requireUser } from '../../plugins/auth.js';
import { summary } from './reports.service.js';

const tags = ['expenses'];
const security = [{ bearer: [] }];

/** /api/expenses (API.md "Expenses": the summary). Register with `{ prefix: '/expenses' }`. */
export const reportRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  const userId = (req: FastifyRequest) => requireUser(req).id;
  app.get(
    '/summary',
    {
      schema: {
        tags,
        security,
        summary: 'Spending and income by category, month, account or payee, in the base currency',
        querystring: summaryQuerySchema,
        response: { 200: expenseSummarySchema },
      },
    },
    async (req) => summary(app.db, app.pool, userId(req), req.query),
  );
});
