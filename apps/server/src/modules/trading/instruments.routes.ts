import { AppError, type Instrument, pipSizeFor, toDecimal, TRADE_MESSAGES } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteEndpoint, route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
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
  route(app, 'trading.instruments.list', {
    tags,
    handler: async (req) => (await repo.listInstruments(app.db, userId(req))).map(toInstrument),
  });

  route(app, 'trading.instruments.get', {
    tags,
    handler: async (req) => {
      const row = await repo.findInstrument(app.db, userId(req), req.params.symbol);
      if (!row) throw AppError.notFound();
      return toInstrument(row);
    },
  });

  route(app, 'trading.instruments.upsert', {
    tags,
    handler: async (req, reply) => {
      const { symbol } = req.params;
      if (req.body.symbol !== undefined && req.body.symbol !== symbol)
        throw AppError.validation({ symbol: [TRADE_MESSAGES.symbolMismatch] });
      const { row, created } = await repo.upsertInstrument(app.db, userId(req), symbol, req.body);
      return reply.code(created ? 201 : 200).send(toInstrument(row));
    },
  });

  deleteEndpoint(app, 'trading.instruments.delete', {
    tags,
    remove: async (db, user, { symbol }) => {
      if (!(await repo.deleteInstrument(db, user, symbol))) throw AppError.notFound();
    },
  });
});
