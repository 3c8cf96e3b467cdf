import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { RouteApp } from '../../http/crud-routes.js';
import { deleteEndpoint, type Parsed, route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { deletePayment, listPayments, recordPayment } from './loans.payments.js';
import * as svc from './loans.service.js';

const tags = ['loans'];

type Kind = 'rates' | 'balance';

/**
 * A dated event that re-shapes the schedule: `loans.<kind>.create` adds one and answers the loan
 * as it now stands; `loans.<kind>.delete` removes one (204).
 */
function scheduleEventRoutes<T extends Kind>(
  app: RouteApp,
  kind: T,
  e: {
    summaries: { add: string; remove: string };
    add: (db: Database, userId: number, loanId: number, body: Body<T>) => Promise<unknown>;
    remove: (db: Database, userId: number, loanId: number, itemId: number) => Promise<unknown>;
  },
) {
  route(app, `loans.${kind as Kind}.create`, {
    tags,
    summary: e.summaries.add,
    handler: async (req) => {
      await e.add(app.db, userId(req), req.params.id, req.body as Body<T>);
      return svc.getLoan(app.db, userId(req), req.params.id);
    },
  });
  deleteEndpoint(app, `loans.${kind as Kind}.delete`, {
    tags,
    summary: e.summaries.remove,
    remove: (db, user, { id, itemId }) => e.remove(db, user, id, itemId),
  });
}
type Body<T extends Kind> = Parsed<`loans.${T}.create`, 'body'>;

/** A loan's dated events: rate changes, balance corrections and payments (API.md "Loans"). */
export const loanEventRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleEventRoutes(app, 'rates', {
    summaries: { add: 'A rate change: the rest is re-amortised', remove: 'Remove a rate change' },
    add: svc.addRate,
    remove: svc.removeRate,
  });
  scheduleEventRoutes(app, 'balance', {
    summaries: {
      add: 'A balance from a bank statement: re-anchors the schedule',
      remove: 'Remove a balance correction',
    },
    add: svc.addCorrection,
    remove: svc.removeCorrection,
  });

  route(app, 'loans.payments.list', {
    tags,
    summary: 'Payments made',
    handler: (req) => listPayments(app.db, userId(req), req.params.id),
  });
  route(app, 'loans.payments.create', {
    tags,
    summary: 'Record a payment (one transaction on the loan’s account)',
    handler: async (req, reply) =>
      reply.code(201).send(await recordPayment(app.db, userId(req), req.params.id, req.body)),
  });
  deleteEndpoint(app, 'loans.payments.delete', {
    tags,
    summary: 'Delete a payment and its transaction',
    remove: (db, user, { id, itemId }) => deletePayment(db, user, id, itemId),
  });
};
