import {
  applyRuleBodySchema,
  applyRuleResultSchema,
  createRuleBodySchema,
  idParamsSchema,
  ruleListSchema,
  ruleSchema,
  updateRuleBodySchema,
} from '@wealthlog/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidateDashboardOnWrites } from '../../ledger/invalidate.js';
import { authenticated, requireUser } from '../../plugins/auth.js';
import * as service from './rules.service.js';

const tags = ['rules'];
const security = [{ bearer: [] }];

/** /api/rules (API.md "Rules"). Register with `{ prefix: '/rules' }`. */
export const ruleRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  const userId = (req: FastifyRequest) => requireUser(req).id;
  // Applying a rule rewrites transactions: cached filtered counts must go.
  invalidateDashboardOnWrites(app);

  app.get('/', { schema: { tags, security, response: { 200: ruleListSchema } } }, async (req) =>
    service.listRules(app.db, userId(req)),
  );

  app.post(
    '/',
    { schema: { tags, security, body: createRuleBodySchema, response: { 201: ruleSchema } } },
    async (req, reply) =>
      reply.code(201).send(await service.createRule(app.db, userId(req), req.body)),
  );

  app.get(
    '/:id',
    { schema: { tags, security, params: idParamsSchema, response: { 200: ruleSchema } } },
    async (req) => service.getRule(app.db, userId(req), req.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updateRuleBodySchema,
        response: { 200: ruleSchema },
      },
    },
    async (req) => service.updateRule(app.db, userId(req), req.params.id, req.body),
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
      await service.deleteRule(app.db, userId(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/apply',
    {
      schema: {
        tags,
        security,
        summary: 'Apply a rule to the existing transactions; dryRun previews what would change',
        params: idParamsSchema,
        body: applyRuleBodySchema,
        response: { 200: applyRuleResultSchema },
      },
    },
    async (req) =>
      service.applyToExisting(
        app.db,
        userId(req),
        req.params.id,
        req.body.dryRun ?? false,
        app.ledger.readTransaction,
      ),
  );
});
