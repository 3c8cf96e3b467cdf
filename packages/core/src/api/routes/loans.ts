import type { Route } from './route.js';

export const loanPaths = {
  'loans.list': { method: 'GET', path: '/api/loans' },
  'loans.create': { method: 'POST', path: '/api/loans' },
  'loans.totals.get': { method: 'GET', path: '/api/loans/totals' },
  'loans.get': { method: 'GET', path: '/api/loans/:id' },
  'loans.update': { method: 'PUT', path: '/api/loans/:id' },
  'loans.delete': { method: 'DELETE', path: '/api/loans/:id' },
  'loans.schedule.get': { method: 'GET', path: '/api/loans/:id/schedule' },
  'loans.rates.create': { method: 'POST', path: '/api/loans/:id/rates' },
  'loans.rates.delete': { method: 'DELETE', path: '/api/loans/:id/rates/:itemId' },
  'loans.balance.create': { method: 'POST', path: '/api/loans/:id/balance' },
  'loans.balance.delete': { method: 'DELETE', path: '/api/loans/:id/balance/:itemId' },
  'loans.payments.list': { method: 'GET', path: '/api/loans/:id/payments' },
  'loans.payments.create': { method: 'POST', path: '/api/loans/:id/payments' },
  'loans.payments.delete': { method: 'DELETE', path: '/api/loans/:id/payments/:itemId' },
} as const satisfies Record<string, Route>;
