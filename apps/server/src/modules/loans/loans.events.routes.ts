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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { deletePayment, listPayments, recordPayment } from './loans.payments.js';
import * as svc from './loans.service.js';

const tags = ['loans'];
const security = [{ bearer: [] }];
const deleted = { 204: z.null().meta({ description: 'Deleted' }) };

/** A loan's dated events: rate changes, balance corrections and payments (API.md "Loans"). */
export const loanEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const userId = (req: FastifyRequest) => requireUser(req).id;

  app.post(
    '/:id/rates',
    {
      schema: {
        tags,
        security,
        summary: 'A rate change: the rest is re-amortised',
        params: idParamsSchema,
        body: loanRateBodySchema,
        response: { 200: loanSchema },
      },
    },
    async (req) => {
      await svc.addRate(app.db, userId(req), req.params.id, req.body);
      return svc.getLoan(app.db, userId(req), req.params.id);
    },
  );
  app.delete(
    '/:id/rates/:itemId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a rate change',
        params: loanSubParamsSchema,
        response: deleted,
      },
    },
    async (req, reply) => {
      await svc.removeRate(app.db, userId(req), req.params.id, req.params.itemId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/balance',
    {
      schema: {
        tags,
        security,
        summary: 'A balance from a bank statement: re-anchors the schedule',
        params: idParamsSchema,
        body: loanBalanceBodySchema,
        response: { 200: loanSchema },
      },
    },
    async (req) => {
      await svc.addCorrection(app.db, userId(req), req.params.id, req.body);
      return svc.getLoan(app.db, userId(req), req.params.id);
    },
  );
  app.delete(
    '/:id/balance/:itemId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a balance correction',
        params: loanSubParamsSchema,
        response: deleted,
      },
    },
    async (req, reply) => {
      await svc.removeCorrection(app.db, userId(req), req.params.id, req.params.itemId);
      return reply.code(204).send(null);
    },
  );

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
  app.delete(
    '/:id/payments/:itemId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a payment and its transaction',
        params: loanSubParamsSchema,
        response: deleted,
      },
    },
    async (req, reply) => {
      await deletePayment(app.db, userId(req), req.params.id, req.params.itemId);
      return reply.code(204).send(null);
    },
  );
};
