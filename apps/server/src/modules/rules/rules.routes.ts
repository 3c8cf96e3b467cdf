import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '../../http/crud-routes.js';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { invalidateDashboardOnWrites } from '../../ledger/invalidate.js';
import { authenticated } from '../../plugins/auth.js';
import * as service from './rules.service.js';

const tags = ['rules'];

/** /api/rules (API.md "Rules"). Register with `{ prefix: '/rules' }`. */
export const ruleRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  // Applying a rule rewrites transactions: cached filtered counts must go.
  invalidateDashboardOnWrites(app);

  crudRoutes(app, {
    tags,
    keys: {
      list: 'rules.list',
      create: 'rules.create',
      get: 'rules.get',
      update: 'rules.update',
      delete: 'rules.delete',
    },
    list: service.listRules,
    create: service.createRule,
    get: service.getRule,
    update: service.updateRule,
    remove: service.deleteRule,
  });

  route(app, 'rules.apply', {
    tags,
    summary: 'Apply a rule to the existing transactions; dryRun previews what would change',
    handler: async (req) =>
      service.applyToExisting(
        app.db,
        userId(req),
        req.params.id,
        req.body.dryRun ?? false,
        app.ledger.readTransaction,
      ),
  });
});
