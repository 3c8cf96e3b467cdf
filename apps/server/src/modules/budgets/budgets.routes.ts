import {
  budgetMonthQuerySchema,
  budgetMonthSchema,
  budgetParamsSchema,
  copyBudgetsBodySchema,
  deleteBudgetQuerySchema,
  putBudgetBodySchema,
} from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleted, noContent, security, userId } from '../../http/route-helpers.js';
import { invalidateDashboardOnWrites } from '../../ledger/invalidate.js';
import { authenticated } from '../../plugins/auth.js';
import { sendCached } from '../../plugins/cached-json.js';
import * as service from './budgets.service.js';

const tags = ['budgets'];

/** /api/budgets (API.md "Budgets"). Register with `{ prefix: '/budgets' }`. */
export const budgetRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  // The month view is cached per user (ADR 0006): a budget write clears it like any other write.
  invalidateDashboardOnWrites(app);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'A month’s budgets with rollover, spent (net of refunds) and available',
        querystring: budgetMonthQuerySchema,
        response: { 200: budgetMonthSchema },
      },
    },
    // Cached (60 s): every write its figures depend on — transactions, splits, imports, categories,
    // budgets, rules, loans, recurring postings, rates, settings — clears it (expenses.cache.test.ts).
    (req, reply) =>
      sendCached(
        app,
        req,
        reply,
        {
          userId: userId(req),
          variant: `budgets:${req.query.month ?? ''}`,
          schema: budgetMonthSchema,
        },
        () => service.monthView(app.db, app.pool, userId(req), req.query.month),
      ),
  );

  app.post(
    '/copy',
    {
      schema: {
        tags,
        security,
        summary: 'Copy the month before’s budgets into a month (extension)',
        body: copyBudgetsBodySchema,
        response: { 200: budgetMonthSchema },
      },
    },
    async (req) => service.copyLastMonth(app.db, app.pool, userId(req), req.body.month),
  );

  app.put(
    '/:category',
    {
      schema: {
        tags,
        security,
        summary: 'Set a category’s budget from a month on; answers that month’s view',
        params: budgetParamsSchema,
        body: putBudgetBodySchema,
        response: { 200: budgetMonthSchema },
      },
    },
    async (req) => service.putBudget(app.db, app.pool, userId(req), req.params.category, req.body),
  );

  app.delete(
    '/:category',
    {
      schema: {
        tags,
        security,
        params: budgetParamsSchema,
        querystring: deleteBudgetQuerySchema,
        response: deleted,
      },
    },
    async (req, reply) => {
      await service.deleteBudget(app.db, userId(req), req.params.category, req.query.from);
      return noContent(reply);
    },
  );
});
