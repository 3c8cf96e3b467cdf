import { tradePageSchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteEndpoint, route } from '../../http/endpoint-route.js';
import { itemEndpoints } from '../../http/item-endpoints.js';
import { userId } from '../../http/route-helpers.js';
import { invalidateDashboardOnWrites } from '../../ledger/invalidate.js';
import { authenticated } from '../../plugins/auth.js';
import { sendJson } from '../../plugins/send-json.js';
import { cachedAnswer, tradeVariant } from './trading.cache.js';
import { tradingFileRoutes } from './trading.files.routes.js';
import * as service from './trading.service.js';
import { backfillPositionSteps } from './trading.steps.js';
import { tradeCalendarJson, tradeStatsJson } from './trading.stats.js';

const tags = ['trading'];

/** /api/trade (API.md "Trades"): trades and their fills. Register with `{ prefix: '/trade' }`. */
export const tradingRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  // Trades written before migration 0014 get what they hold open each day, once (ADR 0011).
  app.addHook('onReady', async () => {
    const filled = await backfillPositionSteps(app.db);
    if (filled > 0) {
      app.log.info(
        { event: 'position_steps_backfilled', trades: filled },
        'Position steps written',
      );
      await app.dashboardCache?.invalidateAll();
    }
  });
  // A fill books P&L into an account: the dashboard's figures change with it, and so do the
  // trading answers kept in the same cache (trading.cache.ts).
  invalidateDashboardOnWrites(app);
  const cache = () => (app.hasDecorator('dashboardCache') ? app.dashboardCache : undefined);
  await app.register(tradingFileRoutes);

  route(app, 'trading.trades.list', {
    tags,
    handler: async (req, reply) => {
      const id = userId(req);
      // Serialized as the response schema's serializer does (encode, then stringify), once per page.
      const body = await cachedAnswer(cache(), id, tradeVariant('page', req.query), async () =>
        JSON.stringify(
          z.encode(tradePageSchema, await service.listTrades(app.db, id, req.query, cache())),
        ),
      );
      return sendJson(req, reply, body);
    },
  });

  route(app, 'trading.stats.get', {
    tags,
    summary: 'Journal statistics over closed trades, in the base currency, following the filters',
    handler: async (req, reply) => {
      const id = userId(req);
      const body = await cachedAnswer(cache(), id, tradeVariant('stats', req.query), () =>
        tradeStatsJson(app.pool, id, req.query),
      );
      return sendJson(req, reply, body);
    },
  });

  route(app, 'trading.calendar.get', {
    tags,
    summary: 'Net P&L and trades closed per day of a month, in the base currency (the heatmap)',
    handler: async (req, reply) => {
      const id = userId(req);
      const body = await cachedAnswer(cache(), id, tradeVariant('calendar', req.query), () =>
        tradeCalendarJson(app.pool, id, req.query),
      );
      return sendJson(req, reply, body);
    },
  });

  itemEndpoints(app, 'trading.trades', {
    tags,
    create: service.createTrade,
    get: (db, user, { id }) => service.getTrade(db, user, id),
    update: (db, user, { id }, body) => service.updateTrade(db, user, id, body),
  });
  deleteEndpoint(app, 'trading.trades.delete', {
    tags,
    remove: (db, user, { id }) => service.deleteTrade(db, user, id),
  });

  route(app, 'trading.fills.create', {
    tags,
    handler: async (req, reply) =>
      reply.code(201).send(await service.addFill(app.db, userId(req), req.params.id, req.body)),
  });
  route(app, 'trading.fills.update', {
    tags,
    handler: async (req) =>
      service.updateFill(app.db, userId(req), req.params.id, req.params.fillId, req.body),
  });
  // Not a 204: removing a fill answers the trade as it now stands.
  route(app, 'trading.fills.delete', {
    tags,
    handler: async (req) =>
      service.deleteFill(app.db, userId(req), req.params.id, req.params.fillId),
  });
});
