import type { Route } from './route.js';

export const transactionPaths = {
  'transactions.list': { method: 'GET', path: '/api/transactions' },
  'transactions.create': { method: 'POST', path: '/api/transactions' },
  'transactions.categories.list': { method: 'GET', path: '/api/transactions/categories' },
  'transactions.get': { method: 'GET', path: '/api/transactions/:id' },
  'transactions.update': { method: 'PUT', path: '/api/transactions/:id' },
  'transactions.delete': { method: 'DELETE', path: '/api/transactions/:id' },
  'transactions.import.detect': { method: 'POST', path: '/api/transactions/import/detect' },
  'transactions.import.run': { method: 'POST', path: '/api/transactions/import' },
  'transactions.export': { method: 'GET', path: '/api/transactions/export' },
} as const satisfies Record<string, Route>;
