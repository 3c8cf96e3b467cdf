import {
  AppError,
  type Instrument,
  instrumentBodySchema,
  instrumentListSchema,
  instrumentParamsSchema,
  instrumentSchema,
  pipSizeFor,
  toDecimal,
  TRADE_MESSAGES,
} from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleted, noContent, security, userId } from '../../http/route-helpers.js';
import { authenticated } from '../../plugins/auth.js';
import * as repo from './instruments.repository.js';

const tags = ['trading'];

/** Row → API.md Instrument; an FX pair without a stored pip size gets the usual one. */
function toInstrument(row: repo.InstrumentRow): Instrument {
  const pip = row.pipSize ?? (row.assetClass === 'FX' ? pipSizeFor(row.symbol).toFixed() : null);
  return {
    symbol: row.symbol,
    name: row.name,
    assetClass: row.assetClass as Instrument['assetClass'],
    currency: row.currency,
    multiplier: toDecimal(row.multiplier).toNumber(),
    pipSize: pip === null ? null : toDecimal(pip).toNumber(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * /api/instruments (API.md "Trades"): a user's contract sizes and pip sizes. A trade takes the
 * multiplier its instrument has when it is opened. Register with `{ prefix: '/instruments' }`.
 */
export const instrumentRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  app.get(
    '/',
    { schema: { tags, security, response: { 200: instrumentListSchema } } },
    async (req) => (await repo.listInstruments(app.db, userId(req))).map(toInstrument),
  );

  app.get(
    '/:symbol',
    {
      schema: {
        tags,
        security,
        params: instrumentParamsSchema,
        response: { 200: instrumentSchema },
      },
    },
    async (req) => {
      const row = await repo.findInstrument(app.db, userId(req), req.params.symbol);
      if (!row) throw AppError.notFound();
      return toInstrument(row);
    },
  );

  app.put(
    '/:symbol',
    {
      schema: {
        tags,
        security,
        params: instrumentParamsSchema,
        body: instrumentBodySchema,
        response: { 200: instrumentSchema, 201: instrumentSchema },
      },
    },
    async (req, reply) => {
      const { symbol } = req.params;
      if (req.body.symbol !== undefined && req.body.symbol !== symbol)
        throw AppError.validation({ symbol: [TRADE_MESSAGES.symbolMismatch] });
      const { row, created } = await repo.upsertInstrument(app.db, userId(req), symbol, req.body);
      return reply.code(created ? 201 : 200).send(toInstrument(row));
    },
  );

  app.delete(
    '/:symbol',
    {
      schema: {
        tags,
        security,
        params: instrumentParamsSchema,
        response: deleted,
      },
    },
    async (req, reply) => {
      if (!(await repo.deleteInstrument(app.db, userId(req), req.params.symbol)))
        throw AppError.notFound();
      return noContent(reply);
    },
  );
});
