import { budgetMonthSchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteRoute } from '../../http/crud-routes.js';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { invalidateDashboardOnWrites } from '../../ledger/invalidate.js';
import { authenticated } from '../../plugins/auth.js';
import { sendCached } from '../../plugins/cached-json.js';
import * as service from './budgets.service.js';

const tags = ['budgets'];

/** /api/budgets (API.md "Budgets"). Register with `{ prefix: '/budgets' }`. */
export const budgetRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  // The month view is cached per user (ADR 0006): a budget write clears it like any other write
  // (an everyday one: the home's assets' cards read no budget).
  invalidateDashboardOnWrites(app, 'everyday');

  route(app, 'budgets.month.get', {
    tags,
    summary: 'A month’s budgets with rollover, spent (net of refunds) and available',
    // Cached (60 s): every write its figures depend on — transactions, splits, imports, categories,
    // budgets, rules, loans, recurring postings, rates, settings — clears it (expenses.cache.test.ts).
    handler: (req, reply) =>
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
  });

  route(app, 'budgets.copy', {
    tags,
    summary: 'Copy the month before’s budgets into a month (extension)',
    handler: async (req) => service.copyLastMonth(app.db, app.pool, userId(req), req.body.month),
  });

  route(app, 'budgets.update', {
    tags,
    summary: 'Set a category’s budget from a month on; answers that month’s view',
    handler: async (req) =>
      service.putBudget(app.db, app.pool, userId(req), req.params.category, req.body),
  });

  deleteRoute(app, 'budgets.delete', {
    tags,
    remove: (db, user, { category }, { from }) => service.deleteBudget(db, user, category, from),
  });
});
