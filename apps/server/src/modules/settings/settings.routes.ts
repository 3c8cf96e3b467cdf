import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { invalidateDashboard } from '../../ledger/invalidate.js';
import { authenticated } from '../../plugins/auth.js';
import * as settings from './settings.service.js';

const tags = ['settings'];

/** /api/generalSettings, /api/tradingSettings and /api/digestSettings (API.md "Settings"); PUT takes any subset. */
export const settingsRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  route(app, 'settings.general.get', {
    tags,
    handler: async (req) => settings.getGeneralSettings(app.db, userId(req)),
  });

  route(app, 'settings.general.update', {
    tags,
    handler: async (req) => {
      const uid = userId(req);
      const answer = await settings.putGeneralSettings(app.db, uid, req.body);
      // The dashboard's and the trading stats' figures are in the base currency, their days and
      // hours in the user's time zone.
      if (req.body.currency !== undefined || req.body.timezone !== undefined) {
        await invalidateDashboard(app, uid);
      }
      return answer;
    },
  });

  route(app, 'settings.digest.get', {
    tags,
    summary: 'The weekly e-mail: opted in or not, and on which ISO weekday (1 = Monday)',
    handler: async (req) => settings.getDigestSettings(app.db, userId(req)),
  });

  route(app, 'settings.digest.update', {
    tags,
    summary: 'Opt in or out of the weekly e-mail, or change its weekday; any subset',
    handler: async (req) => settings.putDigestSettings(app.db, userId(req), req.body),
  });

  route(app, 'settings.trading.get', {
    tags,
    handler: async (req) => settings.getTradingSettings(app.db, userId(req)),
  });

  route(app, 'settings.trading.update', {
    tags,
    handler: async (req) => {
      const uid = userId(req);
      const answer = await settings.putTradingSettings(app.db, uid, req.body);
      // The cached trading stats count wins and losses by the break-even band.
      await invalidateDashboard(app, uid);
      return answer;
    },
  });
});
