import {
  createRecurringBodySchema,
  idParamsSchema,
  occurrenceBodySchema,
  recurringItemSchema,
  recurringListSchema,
  transactionSchema,
  upcomingItemSchema,
  upcomingListSchema,
  upcomingQuerySchema,
  updateRecurringBodySchema,
} from '@wealthlog/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidateDashboardOnWrites } from '../../ledger/invalidate.js';
import { authenticated, requireUser } from '../../plugins/auth.js';
import { sendJsonArray } from '../../plugins/send-json-array.js';
import { postNow } from './recurring.posting.js';
import * as service from './recurring.service.js';
import { upcoming } from './recurring.upcoming.js';

const tags = ['recurring'];
const security = [{ bearer: [] }];

/** /api/recurring (API.md "Recurring"). Register with `{ prefix: '/recurring' }`. */
export const recurringRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  const userId = (req: FastifyRequest) => requireUser(req).id;
  // Posting an occurrence writes a transaction: the dashboard's figures change.
  invalidateDashboardOnWrites(app);

  app.get(
    '/',
    { schema: { tags, security, response: { 200: recurringListSchema } } },
    async (req) => service.listRecurring(app.db, userId(req)),
  );

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

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        body: createRecurringBodySchema,
        response: { 201: recurringItemSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await service.createRecurring(app.db, userId(req), req.body, app.ledger)),
  );

  app.get(
    '/:id',
    { schema: { tags, security, params: idParamsSchema, response: { 200: recurringItemSchema } } },
    async (req) => service.getRecurring(app.db, userId(req), req.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updateRecurringBodySchema,
        response: { 200: recurringItemSchema },
      },
    },
    async (req) =>
      service.updateRecurring(app.db, userId(req), req.params.id, req.body, app.ledger),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 204: z.null().meta({ description: 'Deleted' }) },
      },
    },
    async (req, reply) => {
      await service.deleteRecurring(app.db, userId(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

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
