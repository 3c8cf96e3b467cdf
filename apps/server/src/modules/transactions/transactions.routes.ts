import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteEndpoint, route } from '../../http/endpoint-route.js';
import { itemEndpoints } from '../../http/item-endpoints.js';
import { userId } from '../../http/route-helpers.js';
import { authenticated } from '../../plugins/auth.js';
import { invalidateDashboardOnWrites } from '../../ledger/invalidate.js';
import { listCategories, listTransactions } from './transactions.queries.js';
import { transactionWriteScope } from './transactions.scope.js';
import * as service from './transactions.service.js';
import { transactionFileRoutes } from './transactions.files.routes.js';

const tags = ['transactions'];

/** /api/transactions (API.md "Transactions"). Register with `{ prefix: '/transactions' }`. */
export const transactionRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  invalidateDashboardOnWrites(
    app,
    transactionWriteScope(() => app.db),
  );

  // Import, detect and export (static paths, matched before '/:id').
  await app.register(transactionFileRoutes);

  route(app, 'transactions.list', {
    tags,
    handler: async (req) =>
      listTransactions(
        app.db,
        userId(req),
        req.query,
        app.hasDecorator('dashboardCache') ? app.dashboardCache : undefined,
      ),
  });

  route(app, 'transactions.categories.list', {
    tags,
    handler: async (req) => listCategories(app.db, userId(req)),
  });

  itemEndpoints(app, 'transactions', {
    tags,
    create: service.createTransaction,
    get: (db, user, { id }) => service.getTransaction(db, user, id),
    update: (db, user, { id }, body) => service.updateTransaction(db, user, id, body),
  });

  deleteEndpoint(app, 'transactions.delete', {
    tags,
    remove: (db, user, { id }) => service.deleteTransaction(db, user, id),
  });
});
