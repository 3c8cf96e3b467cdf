import {
  FORECAST_DEFAULTS,
  cashflowQuerySchema,
  cashflowResponseSchema,
  fireQuerySchema,
  fireResponseSchema,
  idParamsSchema,
  monteCarloRequestSchema,
  monteCarloResponseSchema,
  projectionRequestSchema,
  projectionResponseSchema,
  scenarioBodySchema,
  scenarioSchema,
  scenarioUpdateSchema,
} from '@wealthlog/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.js';
import { cashflow } from './forecasting.cashflow.js';
import * as svc from './forecasting.service.js';
import type { ForecastSources } from './forecasting.sources.js';
import { MonteCarloPool } from './montecarlo.pool.js';

const tags = ['forecast'];
const security = [{ bearer: [] }];

/** /api/forecast (API.md "Forecasting"). Register with `{ prefix: '/forecast', sources }`. */
export const forecastRoutes: FastifyPluginAsyncZod<{ sources: ForecastSources }> = authenticated(
  async (app, opts) => {
    const userId = (req: FastifyRequest) => requireUser(req).id;
    const montecarlo = new MonteCarloPool();
    app.addHook('onClose', async () => montecarlo.close());
    const deps = () => ({ db: app.db, pool: app.pool, sources: opts.sources, montecarlo });

    app.get(
      '/cashflow',
      {
        schema: {
          tags,
          security,
          summary: 'Liquid balances day by day: recurring items and loan payments ahead',
          querystring: cashflowQuerySchema,
          response: { 200: cashflowResponseSchema },
        },
      },
      async (req) =>
        cashflow(
          app.db,
          opts.sources,
          userId(req),
          req.query.days ?? FORECAST_DEFAULTS.cashflowDays,
          new Set(req.query.exclude?.split(',') ?? []),
        ),
    );
    app.post(
      '/projection',
      {
        schema: {
          tags,
          security,
          summary: 'Net worth year by year, nominal and real (monthly compounding)',
          body: projectionRequestSchema,
          response: { 200: projectionResponseSchema },
        },
      },
      async (req) => svc.projection(deps(), userId(req), req.body),
    );
    app.post(
      '/montecarlo',
      {
        schema: {
          tags,
          security,
          summary: 'Lognormal Monte Carlo: P10–P90 per year, success probability, target year',
          body: monteCarloRequestSchema,
          response: { 200: monteCarloResponseSchema },
        },
      },
      async (req) => svc.montecarlo(deps(), userId(req), req.body),
    );
    app.get(
      '/fire',
      {
        schema: {
          tags,
          security,
          summary: 'The FIRE number, progress and years to reach it',
          querystring: fireQuerySchema,
          response: { 200: fireResponseSchema },
        },
      },
      async (req) => svc.fire(deps(), userId(req), req.query),
    );

    app.get(
      '/scenarios',
      {
        schema: {
          tags,
          security,
          summary: 'Saved scenarios',
          response: { 200: z.array(scenarioSchema) },
        },
      },
      async (req) => svc.listScenarios(app.db, userId(req)),
    );
    app.get(
      '/scenarios/:id',
      {
        schema: {
          tags,
          security,
          summary: 'One saved scenario',
          params: idParamsSchema,
          response: { 200: scenarioSchema },
        },
      },
      async (req) => svc.getScenario(app.db, userId(req), req.params.id),
    );
    app.post(
      '/scenarios',
      {
        schema: {
          tags,
          security,
          summary: 'Save a scenario: a name and its inputs',
          body: scenarioBodySchema,
          response: { 201: scenarioSchema },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await svc.createScenario(app.db, userId(req), req.body)),
    );
    app.put(
      '/scenarios/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Rename a scenario or change its inputs',
          params: idParamsSchema,
          body: scenarioUpdateSchema,
          response: { 200: scenarioSchema },
        },
      },
      async (req) => svc.updateScenario(app.db, userId(req), req.params.id, req.body),
    );
    app.delete(
      '/scenarios/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Delete a scenario',
          params: idParamsSchema,
          response: { 204: z.null().meta({ description: 'Deleted' }) },
        },
      },
      async (req, reply) => {
        await svc.deleteScenario(app.db, userId(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  },
);
