import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteRoute } from '../../http/crud-routes.js';
import { route } from '../../http/endpoint-route.js';
import { itemEndpoints } from '../../http/item-endpoints.js';
import { userId } from '../../http/route-helpers.js';
import { authenticated } from '../../plugins/auth.js';
import * as accounts from './accounts.service.js';
import type { CostBasisBooker } from './accounts.cost-basis.js';
import { invalidateDashboardOnWrites } from '../../ledger/invalidate.js';

const tags = ['accounts'];

/**
 * /api/account (API.md "Accounts"). Register with `{ prefix: '/account', costBasis }`: trading's
 * re-booking of an account's trades when its cost-basis method changes.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ costBasis: CostBasisBooker }> = authenticated(
  async (app, opts) => {
    invalidateDashboardOnWrites(app);

    route(app, 'accounts.list', {
      tags,
      handler: async (req) => accounts.listAccounts(app.db, userId(req)),
    });

    // Static path: find-my-way matches it before '/:id'.
    route(app, 'accounts.statusHistory.list', {
      tags,
      handler: async (req) => accounts.statusHistory(app.db, userId(req), req.query.accountId),
    });

    itemEndpoints(app, 'accounts', {
      tags,
      create: accounts.createAccount,
      get: (db, user, { id }) => accounts.getAccount(db, user, id),
      // A change of cost-basis method re-books the account's trades (trading's booker).
      update: (db, user, { id }, body) =>
        accounts.updateAccount(db, user, id, body, opts.costBasis, app.ledger.postingSources),
    });

    // What the change of method would book, for the confirmation before the PUT (ADR 0010,
    // addendum).
    route(app, 'accounts.costBasisPreview.get', {
      tags,
      handler: async (req) =>
        accounts.previewCostBasis(
          app.db,
          userId(req),
          req.params.id,
          req.query.method,
          opts.costBasis,
        ),
    });

    deleteRoute(app, 'accounts.delete', {
      tags,
      remove: (db, user, { id }, { cascade }) =>
        accounts.deleteAccount(db, user, id, cascade, app.ledger.postingSources),
    });

    route(app, 'accounts.status.update', {
      tags,
      handler: async (req) =>
        await accounts.setStatus(app.db, userId(req), req.params.id, req.body),
    });

    // The web client falls back to this when …/status answers 404.
    route(app, 'accounts.active.update', {
      tags,
      handler: async (req) =>
        await accounts.setStatus(app.db, userId(req), req.params.id, req.body),
    });
  },
);
