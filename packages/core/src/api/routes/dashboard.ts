import type { Route } from './route.js';

export const dashboardPaths = {
  'dashboard.networth.get': { method: 'GET', path: '/api/dashboard/networth' },
  'dashboard.networth.summary': { method: 'GET', path: '/api/dashboard/networth/summary' },
  'dashboard.home.get': { method: 'GET', path: '/api/dashboard/home' },
  'dashboard.home.attention.dismiss': {
    method: 'POST',
    path: '/api/dashboard/home/attention/:id/dismiss',
  },
  'dashboard.home.layout.get': { method: 'GET', path: '/api/dashboard/home/layout' },
  'dashboard.home.layout.update': { method: 'PUT', path: '/api/dashboard/home/layout' },
} as const satisfies Record<string, Route>;
