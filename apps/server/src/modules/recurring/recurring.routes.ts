import {
  type CreateRecurringBody,
  createRecurringBodySchema,
  idParamsSchema,
  occurrenceBodySchema,
  recurringItemSchema,
  recurringListSchema,
  transactionSchema,
  upcomingItemSchema,
  upcomingListSchema,
  upcomingQuerySchema,
  type UpdateRecurringBody,
  updateRecurringBodySchema,
} from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { collectionRoutes, itemRoutes } from '../../http/crud-routes.js';
import { security, userId } from '../../http/route-helpers.js';
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

  const items = {
    tags,
    schemas: {
      item: recurringItemSchema,
      list: recurringListSchema,
      create: createRecurringBodySchema,
      update: updateRecurringBodySchema,
    },
    list: service.listRecurring,
    create: (db: Database, uid: number, body: CreateRecurringBody) =>
      service.createRecurring(db, uid, body, app.ledger),
    get: service.getRecurring,
    update: (db: Database, uid: number, id: number, body: UpdateRecurringBody) =>
      service.updateRecurring(db, uid, id, body, app.ledger),
    remove: service.deleteRecurring,
  };
  collectionRoutes(app, items);

  app.get(
    '/upcoming',
    {
      schema: {
        tags,
        security,
        summary: 'Occurrences due between from and to (default the next 30 days)',
        querystring: upcomingQuerySchema,
        response: { 200: upcomingListSchema },
      },
    },
    async (req, reply) =>
      sendJsonArray(req, reply, upcomingItemSchema, await upcoming(app.db, userId(req), req.query)),
  );

  itemRoutes(app, items);

  app.post(
    '/:id/skip',
    {
      schema: {
        tags,
        security,
        summary: 'Skip one occurrence (by its due or rule date)',
        params: idParamsSchema,
        body: occurrenceBodySchema,
        response: { 200: recurringItemSchema },
      },
    },
    async (req) => service.skipOccurrence(app.db, userId(req), req.params.id, req.body.date),
  );

  app.post(
    '/:id/post',
    {
      schema: {
        tags,
        security,
        summary: 'Post one occurrence now: 201 with its transaction, 200 when already posted',
        params: idParamsSchema,
        body: occurrenceBodySchema,
        response: { 200: transactionSchema, 201: transactionSchema },
      },
    },
    async (req, reply) => {
      const { transaction, created } = await postNow(
        app.db,
        userId(req),
        req.params.id,
        req.body.date,
        app.ledger,
      );
      return reply.code(created ? 201 : 200).send(transaction);
    },
  );
});
