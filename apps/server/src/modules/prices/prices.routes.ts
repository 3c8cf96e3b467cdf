import { AppError, type Price, toDecimal } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteEndpoint, route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
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

  route(app, 'prices.list', {
    tags,
    summary: 'An instrument’s prices per day, or the latest price of each instrument',
    handler: async (req) => (await repo.listPrices(app.db, userId(req), req.query)).map(toPrice),
  });

  route(app, 'prices.upsert', {
    tags,
    summary: 'The user’s own price of a day (wins over an imported one)',
    handler: async (req, reply) => {
      const { row, created } = await repo.upsertPrice(app.db, userId(req), req.body);
      return reply.code(created ? 201 : 200).send(toPrice(row));
    },
  });

  deleteEndpoint(app, 'prices.delete', {
    tags,
    remove: async (db, user, { instrument, date }) => {
      if (!(await repo.deletePrice(db, user, instrument, date))) throw AppError.notFound();
    },
  });
});
