import type { Route } from './route.js';

export const accountPaths = {
  'accounts.list': { method: 'GET', path: '/api/account' },
  'accounts.create': { method: 'POST', path: '/api/account' },
  'accounts.statusHistory.list': { method: 'GET', path: '/api/account/status-history' },
  'accounts.get': { method: 'GET', path: '/api/account/:id' },
  'accounts.update': { method: 'PUT', path: '/api/account/:id' },
  'accounts.delete': { method: 'DELETE', path: '/api/account/:id' },
  'accounts.costBasisPreview.get': { method: 'GET', path: '/api/account/:id/cost-basis-preview' },
  'accounts.status.update': { method: 'PATCH', path: '/api/account/:id/status' },
  'accounts.active.update': { method: 'PATCH', path: '/api/account/:id' },
} as const satisfies Record<string, Route>;
