import { FORECAST_DEFAULTS } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteEndpoint, route } from '../../http/endpoint-route.js';
import { itemEndpoints } from '../../http/item-endpoints.js';
import { userId } from '../../http/route-helpers.js';
import { authenticated } from '../../plugins/auth.js';
import { cashflow } from './forecasting.cashflow.js';
import * as svc from './forecasting.service.js';
import type { ForecastSources } from './forecasting.sources.js';
import { MonteCarloPool } from './montecarlo.pool.js';

const tags = ['forecast'];

/** /api/forecast (API.md "Forecasting"). Register with `{ prefix: '/forecast', sources }`. */
export const forecastRoutes: FastifyPluginAsyncZod<{ sources: ForecastSources }> = authenticated(
  async (app, opts) => {
    const montecarlo = new MonteCarloPool();
    app.addHook('onClose', async () => montecarlo.close());
    const deps = () => ({ db: app.db, pool: app.pool, sources: opts.sources, montecarlo });

    route(app, 'forecasting.cashflow.get', {
      tags,
      summary: 'Liquid balances day by day: recurring items and loan payments ahead',
      handler: async (req) =>
        cashflow(
          app.db,
          opts.sources,
          userId(req),
          req.query.days ?? FORECAST_DEFAULTS.cashflowDays,
          new Set(req.query.exclude?.split(',') ?? []),
        ),
    });
    route(app, 'forecasting.projection.run', {
      tags,
      summary: 'Net worth year by year, nominal and real (monthly compounding)',
      handler: async (req) => svc.projection(deps(), userId(req), req.body),
    });
    route(app, 'forecasting.montecarlo.run', {
      tags,
      summary: 'Lognormal Monte Carlo: P10–P90 per year, success probability, target year',
      handler: async (req) => svc.montecarlo(deps(), userId(req), req.body),
    });
    route(app, 'forecasting.fire.get', {
      tags,
      summary: 'The FIRE number, progress and years to reach it',
      handler: async (req) => svc.fire(deps(), userId(req), req.query),
    });

    route(app, 'forecasting.scenarios.list', {
      tags,
      summary: 'Saved scenarios',
      handler: async (req) => svc.listScenarios(app.db, userId(req)),
    });
    itemEndpoints(app, 'forecasting.scenarios', {
      tags,
      summaries: {
        create: 'Save a scenario: a name and its inputs',
        get: 'One saved scenario',
        update: 'Rename a scenario or change its inputs',
      },
      create: svc.createScenario,
      get: (db, user, { id }) => svc.getScenario(db, user, id),
      update: (db, user, { id }, body) => svc.updateScenario(db, user, id, body),
    });
    deleteEndpoint(app, 'forecasting.scenarios.delete', {
      tags,
      summary: 'Delete a scenario',
      remove: (db, user, { id }) => svc.deleteScenario(db, user, id),
    });
  },
);
