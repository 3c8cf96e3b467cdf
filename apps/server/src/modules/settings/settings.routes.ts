import {
  generalSettingsSchema,
  tradingSettingsSchema,
  updateGeneralSettingsBodySchema,
  updateTradingSettingsBodySchema,
} from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { security, userId } from '../../http/route-helpers.js';
import { invalidateDashboard } from '../../ledger/invalidate.js';
import { authenticated } from '../../plugins/auth.js';
import * as settings from './settings.service.js';

const tags = ['settings'];

/** /api/generalSettings and /api/tradingSettings (API.md "Settings"); PUT takes any subset. */
export const settingsRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  app.get(
    '/generalSettings',
    { schema: { tags, security, response: { 200: generalSettingsSchema } } },
    async (req) => settings.getGeneralSettings(app.db, userId(req)),
  );

  app.put(
    '/generalSettings',
    {
      schema: {
        tags,
        security,
        body: updateGeneralSettingsBodySchema,
        response: { 200: generalSettingsSchema },
      },
    },
    async (req) => {
      const uid = userId(req);
      const answer = await settings.putGeneralSettings(app.db, uid, req.body);
      // The dashboard's and the trading stats' figures are in the base currency, their days and
      // hours in the user's time zone.
      if (req.body.currency !== undefined || req.body.timezone !== undefined) {
        await invalidateDashboard(app, uid);
      }
      return answer;
    },
  );

  app.get(
    '/tradingSettings',
    { schema: { tags, security, response: { 200: tradingSettingsSchema } } },
    async (req) => settings.getTradingSettings(app.db, userId(req)),
  );

  app.put(
    '/tradingSettings',
    {
      schema: {
        tags,
        security,
        body: updateTradingSettingsBodySchema,
        response: { 200: tradingSettingsSchema },
      },
    },
    async (req) => {
      const uid = userId(req);
      const answer = await settings.putTradingSettings(app.db, uid, req.body);
      // The cached trading stats count wins and losses by the break-even band.
      await invalidateDashboard(app, uid);
      return answer;
    },
  );
});
