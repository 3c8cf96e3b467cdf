import { upcomingItemSchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectionRoutes, itemRoutes } from '../../http/crud-routes.js';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { invalidateDashboardOnWrites } from '../../ledger/invalidate.js';
import { authenticated } from '../../plugins/auth.js';
import { sendJsonArray } from '../../plugins/send-json-array.js';
import { postNow } from './recurring.posting.js';
import * as service from './recurring.service.js';
import { upcoming } from './recurring.upcoming.js';

const tags = ['recurring'];

/** /api/recurring (API.md "Recurring"). Register with `{ prefix: '/recurring' }`. */
export const recurringRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  // Posting an occurrence writes a transaction: the dashboard's figures change.
  invalidateDashboardOnWrites(app);

  collectionRoutes(app, {
    tags,
    keys: { list: 'recurring.list', create: 'recurring.create' },
    list: service.listRecurring,
    create: (db, uid, body) => service.createRecurring(db, uid, body, app.ledger),
  });

  // Between the collection and the items, where the API document has always listed it.
  route(app, 'recurring.upcoming.list', {
    tags,
    summary: 'Occurrences due between from and to (default the next 30 days)',
    handler: async (req, reply) =>
      sendJsonArray(req, reply, upcomingItemSchema, await upcoming(app.db, userId(req), req.query)),
  });

  itemRoutes(app, {
    tags,
    keys: { get: 'recurring.get', update: 'recurring.update', delete: 'recurring.delete' },
    get: service.getRecurring,
    update: (db, uid, id, body) => service.updateRecurring(db, uid, id, body, app.ledger),
    remove: service.deleteRecurring,
  });

  route(app, 'recurring.skip', {
    tags,
    summary: 'Skip one occurrence (by its due or rule date)',
    handler: async (req) =>
      service.skipOccurrence(app.db, userId(req), req.params.id, req.body.date),
  });

  route(app, 'recurring.post', {
    tags,
    summary: 'Post one occurrence now: 201 with its transaction, 200 when already posted',
    handler: async (req, reply) => {
      const { transaction, created } = await postNow(
        app.db,
        userId(req),
        req.params.id,
        req.body.date,
        app.ledger,
      );
      return reply.code(created ? 201 : 200).send(transaction);
    },
  });
});
