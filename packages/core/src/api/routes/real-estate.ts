import type { Route } from './route.js';

export const realEstatePaths = {
  'realEstate.properties.list': { method: 'GET', path: '/api/real-estate/properties' },
  'realEstate.properties.create': { method: 'POST', path: '/api/real-estate/properties' },
  'realEstate.properties.get': { method: 'GET', path: '/api/real-estate/properties/:id' },
  'realEstate.properties.update': { method: 'PUT', path: '/api/real-estate/properties/:id' },
  'realEstate.properties.delete': { method: 'DELETE', path: '/api/real-estate/properties/:id' },
  'realEstate.valuations.list': {
    method: 'GET',
    path: '/api/real-estate/properties/:id/valuations',
  },
  'realEstate.valuations.upsert': {
    method: 'POST',
    path: '/api/real-estate/properties/:id/valuations',
  },
  'realEstate.valuations.delete': {
    method: 'DELETE',
    path: '/api/real-estate/properties/:id/valuations/:valuationId',
  },
  'realEstate.metrics.get': { method: 'GET', path: '/api/real-estate/properties/:id/metrics' },
  'realEstate.expenses.list': { method: 'GET', path: '/api/real-estate/expenses' },
  'realEstate.expenses.create': { method: 'POST', path: '/api/real-estate/expenses' },
  'realEstate.expenses.update': { method: 'PUT', path: '/api/real-estate/expenses/:id' },
  'realEstate.expenses.repeat': { method: 'POST', path: '/api/real-estate/expenses/:id/repeat' },
  'realEstate.expenses.delete': { method: 'DELETE', path: '/api/real-estate/expenses/:id' },
  'realEstate.income.list': { method: 'GET', path: '/api/real-estate/income' },
  'realEstate.income.create': { method: 'POST', path: '/api/real-estate/income' },
  'realEstate.income.update': { method: 'PUT', path: '/api/real-estate/income/:id' },
  'realEstate.income.repeat': { method: 'POST', path: '/api/real-estate/income/:id/repeat' },
  'realEstate.income.delete': { method: 'DELETE', path: '/api/real-estate/income/:id' },
} as const satisfies Record<string, Route>;
