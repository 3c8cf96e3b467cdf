import type { Route } from './route.js';

export const pricePaths = {
  'prices.list': { method: 'GET', path: '/api/prices' },
  'prices.upsert': { method: 'POST', path: '/api/prices' },
  'prices.delete': { method: 'DELETE', path: '/api/prices/:instrument/:date' },
  'prices.import.detect': { method: 'POST', path: '/api/prices/import/detect' },
  'prices.import.run': { method: 'POST', path: '/api/prices/import' },
} as const satisfies Record<string, Route>;
