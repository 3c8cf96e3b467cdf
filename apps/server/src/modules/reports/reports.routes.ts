import { expenseSummarySchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { authenticated } from '../../plugins/auth.js';
import { sendCached } from '../../plugins/cached-json.js';
import { summary } from './reports.service.js';

const tags = ['expenses'];

/** /api/expenses (API.md "Expenses": the summary). Register with `{ prefix: '/expenses' }`. */
export const reportRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  route(app, 'reports.summary.get', {
    tags,
    summary: 'Spending and income by category, month, account or payee, in the base currency',
    // Cached (60 s, ADR 0006): the writes that change it clear the user's entries (budgets.routes.ts).
    handler: (req, reply) => {
      const q = req.query;
      return sendCached(
        app,
        req,
        reply,
        {
          userId: userId(req),
          variant: `expenses:summary:${JSON.stringify([q.from, q.to, q.groupBy, q.stack])}`,
          schema: expenseSummarySchema,
        },
        () => summary(app.db, app.pool, userId(req), q),
      );
    },
  });
});
