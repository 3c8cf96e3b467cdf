import type { Route } from './route.js';

export const fxPaths = {
  'fx.rates.list': { method: 'GET', path: '/api/fx/rates' },
  'fx.rates.create': { method: 'POST', path: '/api/fx/rates' },
  'fx.rates.import': { method: 'POST', path: '/api/fx/rates/import' },
} as const satisfies Record<string, Route>;
