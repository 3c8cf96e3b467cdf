import { dashboardHomeSchema } from '@wealthlog/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { noContent, userId } from '../../http/route-helpers.js';
import { invalidateDashboardOnWrites } from '../../ledger/invalidate.js';
import { authenticated } from '../../plugins/auth.js';
import { keptFor } from '../../plugins/dashboard-cache.js';
import { sendJson } from '../../plugins/send-json.js';
import { dismiss } from './home.repository.js';
import { dashboardHome } from './home.service.js';
import type { HomeSources } from './home.sources.js';

const tags = ['dashboard'];

/**
 * /api/dashboard/home (API.md "Home"). Register with `{ prefix: '/dashboard/home', sources }`.
 * The answer is kept in the per-user dashboard cache (60 s): every write the cards read clears it
 * (ledger/invalidate.ts), and so does a dismissal; everyday writes keep the assets' cards.
 */
export const homeRoutes: FastifyPluginAsyncZod<{ sources: HomeSources }> = authenticated(
  async (app, opts) => {
    invalidateDashboardOnWrites(app, 'everyday');

    route(app, 'dashboard.home.get', {
      tags,
      summary: 'One card per area and the attention items, from the areas’ own figures (cached)',
      handler: async (req, reply) => {
        const uid = userId(req);
        const cache = app.hasDecorator('dashboardCache') ? app.dashboardCache : undefined;
        // The assets' cards outlive everyday writes (KEPT_BY_EVERYDAY): an expense entered reads
        // the budgets, the week ahead, FIRE and net worth again, not the portfolio.
        const kept = keptFor(app, uid);
        const compute = async () =>
          JSON.stringify(
            z.encode(
              dashboardHomeSchema,
              await dashboardHome(
                { db: app.db, pool: app.pool, src: opts.sources, userId: uid },
                kept,
              ),
            ),
          );
        const body = cache ? await cache.getOrCompute(uid, 'home', compute) : await compute();
        return sendJson(req, reply, body);
      },
    });

    route(app, 'dashboard.home.attention.dismiss', {
      tags,
      summary: 'Hide an attention item until its cause changes',
      handler: async (req, reply) => {
        await dismiss(app.db, userId(req), req.params.id);
        return noContent(reply);
      },
    });
  },
);
