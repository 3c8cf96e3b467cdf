import { AppError, toMoneyNumber, type Valuation } from '@wealthlog/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteEndpoint, route } from '../../http/endpoint-route.js';
import { itemEndpoints } from '../../http/item-endpoints.js';
import { noContent, userId } from '../../http/route-helpers.js';
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

  route(app, 'realEstate.properties.list', {
    tags,
    handler: async (req) => service.listProperties(app.db, userId(req)),
  });
  itemEndpoints(app, 'realEstate.properties', {
    tags,
    create: service.createProperty,
    get: (db, user, { id }) => service.getProperty(db, user, id),
    update: (db, user, { id }, body) => service.updateProperty(db, user, id, body),
  });
  // deleteEndpoint hands only the path params: `cascade` is in the query.
  route(app, 'realEstate.properties.delete', {
    tags,
    handler: async (req, reply) => {
      await service.deleteProperty(app.db, userId(req), req.params.id, req.query.cascade);
      return noContent(reply);
    },
  });

  route(app, 'realEstate.valuations.list', {
    tags,
    handler: async (req) => {
      const p = await owned(req, req.params.id);
      const rows = await repo.listValuations(app.db, userId(req), p.id);
      return rows.map((r) => toValuation(r, p.currency));
    },
  });
  route(app, 'realEstate.valuations.upsert', {
    tags,
    summary: 'A valuation of a day (a second one on the same day replaces it: 200)',
    handler: async (req, reply) => {
      const p = await owned(req, req.params.id);
      const { row, created } = await repo.upsertValuation(app.db, userId(req), p.id, req.body);
      return reply.code(created ? 201 : 200).send(toValuation(row, p.currency));
    },
  });
  deleteEndpoint(app, 'realEstate.valuations.delete', {
    tags,
    remove: async (db, user, { id, valuationId }) => {
      if (!(await repo.deleteValuation(db, user, id, valuationId))) throw AppError.notFound();
    },
  });

  route(app, 'realEstate.metrics.get', {
    tags,
    summary: 'Yearly figures: a calendar year, or the last 12 months by default',
    handler: async (req) => metricsOf(app.db, userId(req), req.params.id, req.query.year),
  });

  await app.register(entryRoutes);
});
