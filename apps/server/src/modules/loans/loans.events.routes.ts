import {
  idParamsSchema,
  loanBalanceBodySchema,
  loanPaymentBodySchema,
  loanPaymentListSchema,
  loanPaymentSchema,
  loanRateBodySchema,
  loanSchema,
  loanSubParamsSchema,
} from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { deleteRoute, type RouteApp } from '../../http/crud-routes.js';
import { security, userId } from '../../http/route-helpers.js';
import { deletePayment, listPayments, recordPayment } from './loans.payments.js';
import * as svc from './loans.service.js';

const tags = ['loans'];

/**
 * A dated event that re-shapes the schedule: POST `/:id/<path>` adds one and answers the loan as it
 * now stands; DELETE `/:id/<path>/:itemId` removes one (204).
 */
function scheduleEventRoutes<B extends z.ZodType>(
  app: RouteApp,
  path: string,
  e: {
    summaries: { add: string; remove: string };
    body: B;
    add: (db: Database, userId: number, loanId: number, body: z.output<B>) => Promise<unknown>;
    remove: (db: Database, userId: number, loanId: number, itemId: number) => Promise<unknown>;
  },
) {
  app.post(
    `/:id/${path}`,
    {
      schema: {
        tags,
        security,
        summary: e.summaries.add,
        params: idParamsSchema,
        body: e.body,
        response: { 200: loanSchema },
      },
    },
    async (req) => {
      await e.add(app.db, userId(req), req.params.id, req.body as z.output<B>);
      return svc.getLoan(app.db, userId(req), req.params.id);
    },
  );
  deleteRoute(app, `/:id/${path}/:itemId`, {
    tags,
    summary: e.summaries.remove,
    params: loanSubParamsSchema,
    remove: (db, user, { id, itemId }) => e.remove(db, user, id, itemId),
  });
}

/** A loan's dated events: rate changes, balance corrections and payments (API.md "Loans"). */
export const loanEventRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleEventRoutes(app, 'rates', {
    summaries: { add: 'A rate change: the rest is re-amortised', remove: 'Remove a rate change' },
    body: loanRateBodySchema,
    add: svc.addRate,
    remove: svc.removeRate,
  });
  scheduleEventRoutes(app, 'balance', {
    summaries: {
      add: 'A balance from a bank statement: re-anchors the schedule',
      remove: 'Remove a balance correction',
    },
    body: loanBalanceBodySchema,
    add: svc.addCorrection,
    remove: svc.removeCorrection,
  });

  app.get(
    '/:id/payments',
    {
      schema: {
        tags,
        security,
        summary: 'Payments made',
        params: idParamsSchema,
        response: { 200: loanPaymentListSchema },
      },
    },
    (req) => listPayments(app.db, userId(req), req.params.id),
  );
  app.post(
    '/:id/payments',
    {
      schema: {
        tags,
        security,
        summary: 'Record a payment (one transaction on the loan’s account)',
        params: idParamsSchema,
        body: loanPaymentBodySchema,
        response: { 201: loanPaymentSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await recordPayment(app.db, userId(req), req.params.id, req.body)),
  );
  deleteRoute(app, '/:id/payments/:itemId', {
    tags,
    summary: 'Delete a payment and its transaction',
    params: loanSubParamsSchema,
    remove: (db, user, { id, itemId }) => deletePayment(db, user, id, itemId),
  });
};
