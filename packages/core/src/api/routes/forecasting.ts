import type { Route } from './route.js';

export const forecastingPaths = {
  'forecasting.cashflow.get': { method: 'GET', path: '/api/forecast/cashflow' },
  'forecasting.projection.run': { method: 'POST', path: '/api/forecast/projection' },
  'forecasting.montecarlo.run': { method: 'POST', path: '/api/forecast/montecarlo' },
  'forecasting.fire.get': { method: 'GET', path: '/api/forecast/fire' },
  'forecasting.scenarios.list': { method: 'GET', path: '/api/forecast/scenarios' },
  'forecasting.scenarios.get': { method: 'GET', path: '/api/forecast/scenarios/:id' },
  'forecasting.scenarios.create': { method: 'POST', path: '/api/forecast/scenarios' },
  'forecasting.scenarios.update': { method: 'PUT', path: '/api/forecast/scenarios/:id' },
  'forecasting.scenarios.delete': { method: 'DELETE', path: '/api/forecast/scenarios/:id' },
} as const satisfies Record<string, Route>;
