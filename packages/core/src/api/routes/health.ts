import type { Route } from './route.js';

export const healthPaths = {
  'health.get': { method: 'GET', path: '/api/health' },
  'health.live': { method: 'GET', path: '/api/health/live' },
} as const satisfies Record<string, Route>;
