import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteRoute } from '../../http/crud-routes.js';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { invalidateDashboardOnWrites } from '../../ledger/invalidate.js';
import { authenticated } from '../../plugins/auth.js';
import * as service from './categories.service.js';

const tags = ['categories'];

/** /api/categories (API.md "Expenses"). Register with `{ prefix: '/categories' }`. */
export const categoryRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  // A rename or merge rewrites transactions: cached filtered counts must go (an everyday write:
  // no card of the portfolio, properties, loans or trades reads a category).
  invalidateDashboardOnWrites(app, 'everyday');

  route(app, 'categories.list', {
    tags,
    summary: 'The user’s categories (seeded with the defaults in their language at first)',
    handler: async (req) => service.listCategories(app.db, userId(req)),
  });

  route(app, 'categories.create', {
    tags,
    handler: async (req, reply) =>
      reply.code(201).send(await service.createCategory(app.db, userId(req), req.body)),
  });

  route(app, 'categories.update', {
    tags,
    summary: 'Edit a category; a new name renames it on every transaction',
    handler: async (req) => service.updateCategory(app.db, userId(req), req.params.id, req.body),
  });

  deleteRoute(app, 'categories.delete', {
    tags,
    summary: 'Delete a category; one in use needs ?replaceWith= (a merge)',
    remove: (db, user, { id }, { replaceWith }) =>
      service.deleteCategory(db, user, id, replaceWith),
  });
});
