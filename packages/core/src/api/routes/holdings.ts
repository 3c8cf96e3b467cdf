import type { Route } from './route.js';

export const holdingPaths = {
  'holdings.list': { method: 'GET', path: '/api/holdings' },
  'performance.get': { method: 'GET', path: '/api/performance' },
} as const satisfies Record<string, Route>;
