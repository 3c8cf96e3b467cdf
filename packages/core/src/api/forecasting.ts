import { deletedSchema } from './shared.js';
import { idParamsSchema } from '../schemas/fields.js';
import {
  monteCarloRequestSchema,
  monteCarloResponseSchema,
  projectionRequestSchema,
  projectionResponseSchema,
  scenarioBodySchema,
  scenarioListSchema,
  scenarioSchema,
  scenarioUpdateSchema,
} from '../schemas/forecasting.js';
import {
  cashflowQuerySchema,
  cashflowResponseSchema,
  fireQuerySchema,
  fireResponseSchema,
} from '../schemas/forecasting-cashflow.js';
import { withRoutes } from './define.js';

/** Projections, Monte Carlo, FIRE, cash flow and saved scenarios. */
export const forecastingEndpoints = withRoutes({
  'forecasting.cashflow.get': {
    query: cashflowQuerySchema,
    response: { 200: cashflowResponseSchema },
  },
  'forecasting.projection.run': {
    body: projectionRequestSchema,
    response: { 200: projectionResponseSchema },
  },
  'forecasting.montecarlo.run': {
    body: monteCarloRequestSchema,
    response: { 200: monteCarloResponseSchema },
  },
  'forecasting.fire.get': { query: fireQuerySchema, response: { 200: fireResponseSchema } },
  'forecasting.scenarios.list': { response: { 200: scenarioListSchema } },
  'forecasting.scenarios.get': { params: idParamsSchema, response: { 200: scenarioSchema } },
  'forecasting.scenarios.create': { body: scenarioBodySchema, response: { 201: scenarioSchema } },
  'forecasting.scenarios.update': {
    params: idParamsSchema,
    body: scenarioUpdateSchema,
    response: { 200: scenarioSchema },
  },
  'forecasting.scenarios.delete': { params: idParamsSchema, response: { 204: deletedSchema } },
});
