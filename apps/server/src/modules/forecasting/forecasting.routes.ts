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
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleted, noContent, security, userId } from '../../http/route-helpers.js';
import { authenticated } from '../../plugins/auth.js';
import { cashflow } from './forecasting.cashflow.js';
import * as svc from './forecasting.service.js';
import type { ForecastSources } from './forecasting.sources.js';
import { MonteCarloPool } from './montecarlo.pool.js';

/** Every route's schema: its tag, the bearer scheme, a summary and what it reads and answers. */
const doc = <S extends FastifySchema>(summary: string, schema: S) => ({
  schema: { tags: ['forecast'], security, summary, ...schema },
});

/** /api/forecast (API.md "Forecasting"). Register with `{ prefix: '/forecast', sources }`. */
export const forecastRoutes: FastifyPluginAsyncZod<{ sources: ForecastSources }> = authenticated(
  async (app, opts) => {
    const montecarlo = new MonteCarloPool();
    app.addHook('onClose', async () => montecarlo.close());
    const deps = () => ({ db: app.db, pool: app.pool, sources: opts.sources, montecarlo });

    app.get(
      '/cashflow',
      doc('Liquid balances day by day: recurring items and loan payments ahead', {
        querystring: cashflowQuerySchema,
        response: { 200: cashflowResponseSchema },
      }),
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
      doc('Net worth year by year, nominal and real (monthly compounding)', {
        body: projectionRequestSchema,
        response: { 200: projectionResponseSchema },
      }),
      async (req) => svc.projection(deps(), userId(req), req.body),
    );
    app.post(
      '/montecarlo',
      doc('Lognormal Monte Carlo: P10–P90 per year, success probability, target year', {
        body: monteCarloRequestSchema,
        response: { 200: monteCarloResponseSchema },
      }),
      async (req) => svc.montecarlo(deps(), userId(req), req.body),
    );
    app.get(
      '/fire',
      doc('The FIRE number, progress and years to reach it', {
        querystring: fireQuerySchema,
        response: { 200: fireResponseSchema },
      }),
      async (req) => svc.fire(deps(), userId(req), req.query),
    );

    app.get(
      '/scenarios',
      doc('Saved scenarios', { response: { 200: z.array(scenarioSchema) } }),
      async (req) => svc.listScenarios(app.db, userId(req)),
    );
    app.get(
      '/scenarios/:id',
      doc('One saved scenario', { params: idParamsSchema, response: { 200: scenarioSchema } }),
      async (req) => svc.getScenario(app.db, userId(req), req.params.id),
    );
    app.post(
      '/scenarios',
      doc('Save a scenario: a name and its inputs', {
        body: scenarioBodySchema,
        response: { 201: scenarioSchema },
      }),
      async (req, reply) =>
        reply.code(201).send(await svc.createScenario(app.db, userId(req), req.body)),
    );
    app.put(
      '/scenarios/:id',
      doc('Rename a scenario or change its inputs', {
        params: idParamsSchema,
        body: scenarioUpdateSchema,
        response: { 200: scenarioSchema },
      }),
      async (req) => svc.updateScenario(app.db, userId(req), req.params.id, req.body),
    );
    app.delete(
      '/scenarios/:id',
      doc('Delete a scenario', {
        params: idParamsSchema,
        response: deleted,
      }),
      async (req, reply) => {
        await svc.deleteScenario(app.db, userId(req), req.params.id);
        return noContent(reply);
      },
    );
  },
);
