import {
  AppError,
  type Price,
  priceBodySchema,
  priceListQuerySchema,
  priceListSchema,
  priceParamsSchema,
  priceSchema,
  toDecimal,
} from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleted, noContent, security, userId } from '../../http/route-helpers.js';
import { invalidateDashboardOnWrites } from '../../ledger/invalidate.js';
import { authenticated } from '../../plugins/auth.js';
import { priceFileRoutes } from './prices.files.routes.js';
import * as repo from './prices.repository.js';

const tags = ['prices'];

function toPrice(row: Omit<repo.PriceRow, 'userId'>): Price {
  return {
    instrument: row.instrument,
    date: row.date,
    price: toDecimal(row.price).toNumber(),
    currency: row.currency,
    source: row.source as Price['source'],
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * /api/prices (API.md "Holdings, prices and performance"): a user's closing prices, offline first.
 * Register with `{ prefix: '/prices' }`.
 */
export const priceRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  // Open positions are valued at these prices: net worth changes with them.
  invalidateDashboardOnWrites(app);
  await app.register(priceFileRoutes);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'An instrument’s prices per day, or the latest price of each instrument',
        querystring: priceListQuerySchema,
        response: { 200: priceListSchema },
      },
    },
    async (req) => (await repo.listPrices(app.db, userId(req), req.query)).map(toPrice),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'The user’s own price of a day (wins over an imported one)',
        body: priceBodySchema,
        response: { 200: priceSchema, 201: priceSchema },
      },
    },
    async (req, reply) => {
      const { row, created } = await repo.upsertPrice(app.db, userId(req), req.body);
      return reply.code(created ? 201 : 200).send(toPrice(row));
    },
  );

  app.delete(
    '/:instrument/:date',
    {
      schema: {
        tags,
        security,
        params: priceParamsSchema,
        response: deleted,
      },
    },
    async (req, reply) => {
      const { instrument, date } = req.params;
      if (!(await repo.deletePrice(app.db, userId(req), instrument, date)))
        throw AppError.notFound();
      return noContent(reply);
    },
  );
});
