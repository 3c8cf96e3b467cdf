import {
  AppError,
  type Valuation,
  createPropertyBodySchema,
  deletePropertyQuerySchema,
  metricsQuerySchema,
  propertyListSchema,
  propertyMetricsSchema,
  propertyParamsSchema,
  propertySchema,
  toMoneyNumber,
  updatePropertyBodySchema,
  valuationBodySchema,
  valuationListSchema,
  valuationParamsSchema,
  valuationSchema,
} from '@wealthlog/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleted, noContent, security, userId } from '../../http/route-helpers.js';
import { invalidateDashboardOnWrites } from '../../ledger/invalidate.js';
import { authenticated } from '../../plugins/auth.js';
import { entryRoutes } from './entries.routes.js';
import { metricsOf } from './metrics.service.js';
import * as repo from './properties.repository.js';
import * as service from './properties.service.js';

const tags = ['real-estate'];

function toValuation(r: repo.ValuationRow, currency: string): Valuation {
  return {
    id: r.id,
    propertyId: r.propertyId,
    date: r.date,
    value: toMoneyNumber(r.value, currency),
    source: r.source as Valuation['source'],
  };
}

/**
 * /api/real-estate (API.md "Real estate"): properties, valuations, income, expenses, metrics.
 * Register with `{ prefix: '/real-estate' }`.
 */
export const realEstateRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  // Values, income and expenses paid through accounts all change net worth.
  invalidateDashboardOnWrites(app);
  const owned = async (req: FastifyRequest, id: number) => {
    const p = await repo.lockProperty(app.db, userId(req), id);
    if (!p) throw AppError.notFound();
    return p;
  };

  app.get(
    '/properties',
    { schema: { tags, security, response: { 200: propertyListSchema } } },
    async (req) => service.listProperties(app.db, userId(req)),
  );

  app.post(
    '/properties',
    {
      schema: { tags, security, body: createPropertyBodySchema, response: { 201: propertySchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await service.createProperty(app.db, userId(req), req.body)),
  );

  app.get(
    '/properties/:id',
    { schema: { tags, security, params: propertyParamsSchema, response: { 200: propertySchema } } },
    async (req) => service.getProperty(app.db, userId(req), req.params.id),
  );

  app.put(
    '/properties/:id',
    {
      schema: {
        tags,
        security,
        params: propertyParamsSchema,
        body: updatePropertyBodySchema,
        response: { 200: propertySchema },
      },
    },
    async (req) => service.updateProperty(app.db, userId(req), req.params.id, req.body),
  );

  app.delete(
    '/properties/:id',
    {
      schema: {
        tags,
        security,
        params: propertyParamsSchema,
        querystring: deletePropertyQuerySchema,
        response: deleted,
      },
    },
    async (req, reply) => {
      await service.deleteProperty(app.db, userId(req), req.params.id, req.query.cascade);
      return noContent(reply);
    },
  );

  app.get(
    '/properties/:id/valuations',
    {
      schema: {
        tags,
        security,
        params: propertyParamsSchema,
        response: { 200: valuationListSchema },
      },
    },
    async (req) => {
      const p = await owned(req, req.params.id);
      const rows = await repo.listValuations(app.db, userId(req), p.id);
      return rows.map((r) => toValuation(r, p.currency));
    },
  );

  app.post(
    '/properties/:id/valuations',
    {
      schema: {
        tags,
        security,
        summary: 'A valuation of a day (a second one on the same day replaces it: 200)',
        params: propertyParamsSchema,
        body: valuationBodySchema,
        response: { 200: valuationSchema, 201: valuationSchema },
      },
    },
    async (req, reply) => {
      const p = await owned(req, req.params.id);
      const { row, created } = await repo.upsertValuation(app.db, userId(req), p.id, req.body);
      return reply.code(created ? 201 : 200).send(toValuation(row, p.currency));
    },
  );

  app.delete(
    '/properties/:id/valuations/:valuationId',
    { schema: { tags, security, params: valuationParamsSchema, response: deleted } },
    async (req, reply) => {
      const { id, valuationId } = req.params;
      if (!(await repo.deleteValuation(app.db, userId(req), id, valuationId)))
        throw AppError.notFound();
      return noContent(reply);
    },
  );

  app.get(
    '/properties/:id/metrics',
    {
      schema: {
        tags,
        security,
        summary: 'Yearly figures: a calendar year, or the last 12 months by default',
        params: propertyParamsSchema,
        querystring: metricsQuerySchema,
        response: { 200: propertyMetricsSchema },
      },
    },
    async (req) => metricsOf(app.db, userId(req), req.params.id, req.query.year),
  );

  await app.register(entryRoutes);
});
