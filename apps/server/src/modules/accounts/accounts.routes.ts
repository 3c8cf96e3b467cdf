import {
  accountActiveBodySchema,
  accountListSchema,
  accountSchema,
  accountStatusBodySchema,
  costBasisPreviewQuerySchema,
  costBasisPreviewSchema,
  createAccountBodySchema,
  deleteAccountQuerySchema,
  idParamsSchema,
  statusHistoryQuerySchema,
  statusHistorySchema,
  updateAccountBodySchema,
} from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, security, userId } from '../../http/route-helpers.js';
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

    app.get(
      '/',
      { schema: { tags, security, response: { 200: accountListSchema } } },
      async (req) => accounts.listAccounts(app.db, userId(req)),
    );

    app.post(
      '/',
      {
        schema: { tags, security, body: createAccountBodySchema, response: { 201: accountSchema } },
      },
      async (req, reply) =>
        reply.code(201).send(await accounts.createAccount(app.db, userId(req), req.body)),
    );

    // Static path: find-my-way matches it before '/:id'.
    app.get(
      '/status-history',
      {
        schema: {
          tags,
          security,
          querystring: statusHistoryQuerySchema,
          response: { 200: statusHistorySchema },
        },
      },
      async (req) => accounts.statusHistory(app.db, userId(req), req.query.accountId),
    );

    app.get(
      '/:id',
      { schema: { tags, security, params: idParamsSchema, response: { 200: accountSchema } } },
      async (req) => accounts.getAccount(app.db, userId(req), req.params.id),
    );

    app.put(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: updateAccountBodySchema,
          response: { 200: accountSchema },
        },
      },
      async (req) =>
        await accounts.updateAccount(
          app.db,
          userId(req),
          req.params.id,
          req.body,
          opts.costBasis,
          app.ledger.postingSources,
        ),
    );

    // What the change of method would book, for the confirmation before the PUT (ADR 0010,
    // addendum).
    app.get(
      '/:id/cost-basis-preview',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          querystring: costBasisPreviewQuerySchema,
          response: { 200: costBasisPreviewSchema },
        },
      },
      async (req) =>
        accounts.previewCostBasis(
          app.db,
          userId(req),
          req.params.id,
          req.query.method,
          opts.costBasis,
        ),
    );

    app.delete(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          querystring: deleteAccountQuerySchema,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await accounts.deleteAccount(
          app.db,
          userId(req),
          req.params.id,
          req.query.cascade,
          app.ledger.postingSources,
        );
        return noContent(reply);
      },
    );

    app.patch(
      '/:id/status',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: accountStatusBodySchema,
          response: { 200: accountSchema },
        },
      },
      async (req) => await accounts.setStatus(app.db, userId(req), req.params.id, req.body),
    );

    // The web client falls back to this when …/status answers 404.
    app.patch(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: accountActiveBodySchema,
          response: { 200: accountSchema },
        },
      },
      async (req) => await accounts.setStatus(app.db, userId(req), req.params.id, req.body),
    );
  },
);
