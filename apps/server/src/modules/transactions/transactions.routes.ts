import {
  categoryListSchema,
  createTransactionBodySchema,
  idParamsSchema,
  transactionListQuerySchema,
  transactionPageSchema,
  transactionSchema,
  updateTransactionBodySchema,
} from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, security, userId } from '../../http/route-helpers.js';
import { authenticated } from '../../plugins/auth.js';
import { invalidateDashboardOnWrites } from '../../ledger/invalidate.js';
import { listCategories, listTransactions } from './transactions.queries.js';
import * as service from './transactions.service.js';
import { transactionFileRoutes } from './transactions.files.routes.js';

const tags = ['transactions'];

/** /api/transactions (API.md "Transactions"). Register with `{ prefix: '/transactions' }`. */
export const transactionRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  invalidateDashboardOnWrites(app);

  // Import, detect and export (static paths, matched before '/:id').
  await app.register(transactionFileRoutes);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: transactionListQuerySchema,
        response: { 200: transactionPageSchema },
      },
    },
    async (req) =>
      listTransactions(
        app.db,
        userId(req),
        req.query,
        app.hasDecorator('dashboardCache') ? app.dashboardCache : undefined,
      ),
  );

  app.get(
    '/categories',
    { schema: { tags, security, response: { 200: categoryListSchema } } },
    async (req) => listCategories(app.db, userId(req)),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        body: createTransactionBodySchema,
        response: { 201: transactionSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.createTransaction(app.db, userId(req), req.body)),
  );

  app.get(
    '/:id',
    { schema: { tags, security, params: idParamsSchema, response: { 200: transactionSchema } } },
    async (req) => service.getTransaction(app.db, userId(req), req.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updateTransactionBodySchema,
        response: { 200: transactionSchema },
      },
    },
    async (req) => await service.updateTransaction(app.db, userId(req), req.params.id, req.body),
  );

  app.delete(
    '/:id',
    { schema: { tags, security, params: idParamsSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await service.deleteTransaction(app.db, userId(req), req.params.id);
      return noContent(reply);
    },
  );
});
