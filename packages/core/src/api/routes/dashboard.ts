import type { Route } from './route.js';

export const dashboardPaths = {
  'dashboard.networth.get': { method: 'GET', path: '/api/dashboard/networth' },
  'dashboard.networth.summary': { method: 'GET', path: '/api/dashboard/networth/summary' },
} as const satisfies Record<string, Route>;
