import {
  createCategoryBodySchema,
  deleteCategoryQuerySchema,
  expenseCategoryListSchema,
  expenseCategorySchema,
  idParamsSchema,
  updateCategoryBodySchema,
} from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleted, noContent, security, userId } from '../../http/route-helpers.js';
import { invalidateDashboardOnWrites } from '../../ledger/invalidate.js';
import { authenticated } from '../../plugins/auth.js';
import * as service from './categories.service.js';

const tags = ['categories'];

/** /api/categories (API.md "Expenses"). Register with `{ prefix: '/categories' }`. */
export const categoryRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  // A rename or merge rewrites transactions: cached filtered counts must go.
  invalidateDashboardOnWrites(app);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'The user’s categories (seeded with the defaults in their language at first)',
        response: { 200: expenseCategoryListSchema },
      },
    },
    async (req) => service.listCategories(app.db, userId(req)),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        body: createCategoryBodySchema,
        response: { 201: expenseCategorySchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.createCategory(app.db, userId(req), req.body)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a category; a new name renames it on every transaction',
        params: idParamsSchema,
        body: updateCategoryBodySchema,
        response: { 200: expenseCategorySchema },
      },
    },
    async (req) => service.updateCategory(app.db, userId(req), req.params.id, req.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a category; one in use needs ?replaceWith= (a merge)',
        params: idParamsSchema,
        querystring: deleteCategoryQuerySchema,
        response: deleted,
      },
    },
    async (req, reply) => {
      await service.deleteCategory(app.db, userId(req), req.params.id, req.query.replaceWith);
      return noContent(reply);
    },
  );
});
