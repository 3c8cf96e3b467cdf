/**
 * The method and path of every HTTP operation, and nothing else. The schemas of each operation are
 * in this folder's area files, which take their method and path from here; this file stays free of
 * zod so that a client that only needs to build URLs (the web's first download) does not carry the
 * schemas with it. Paths are Fastify-style: `:id` is a path parameter.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  readonly method: HttpMethod;
  readonly path: string;
}

export const routes = {
  'health.get': { method: 'GET', path: '/api/health' },
  'health.live': { method: 'GET', path: '/api/health/live' },

  'auth.register': { method: 'POST', path: '/api/auth/register' },
  'auth.login': { method: 'POST', path: '/api/auth/login' },
  'auth.refresh': { method: 'POST', path: '/api/auth/refresh' },
  'auth.logout': { method: 'POST', path: '/api/auth/logout' },
  'auth.me.get': { method: 'GET', path: '/api/auth/me' },
  'auth.me.update': { method: 'PUT', path: '/api/auth/me' },
  'auth.password.change': { method: 'POST', path: '/api/auth/change-password' },
  'auth.password.forgot': { method: 'POST', path: '/api/auth/forgot-password' },
  'auth.password.reset': { method: 'POST', path: '/api/auth/reset-password' },
  'auth.email.verify': { method: 'GET', path: '/api/auth/verify-email' },
  'auth.debug': { method: 'GET', path: '/api/auth/debug' },
  'auth.google.start': { method: 'GET', path: '/api/auth/google' },
  'auth.google.callback': { method: 'GET', path: '/api/auth/google/callback' },
  'auth.providers.list': { method: 'GET', path: '/api/auth/providers' },
  'auth.sessions.list': { method: 'GET', path: '/api/auth/sessions' },
  'auth.sessions.delete': { method: 'DELETE', path: '/api/auth/sessions/:id' },
  'auth.sessions.revokeOthers': { method: 'POST', path: '/api/auth/sessions/revoke-others' },

  'settings.general.get': { method: 'GET', path: '/api/generalSettings' },
  'settings.general.update': { method: 'PUT', path: '/api/generalSettings' },
  'settings.trading.get': { method: 'GET', path: '/api/tradingSettings' },
  'settings.trading.update': { method: 'PUT', path: '/api/tradingSettings' },

  'uploads.documents.create': { method: 'POST', path: '/api/upload/documents' },
  'uploads.images.create': { method: 'POST', path: '/api/upload/:kind' },
  'uploads.files.get': { method: 'GET', path: '/api/upload/files/:id' },

  'admin.roles.list': { method: 'GET', path: '/api/admin/roles' },
  'admin.users.list': { method: 'GET', path: '/api/admin/users' },
  'admin.users.addRole': { method: 'POST', path: '/api/admin/users/:id/addRole' },
  'admin.users.removeRole': { method: 'POST', path: '/api/admin/users/:id/removeRole' },
  'admin.users.deactivate': { method: 'POST', path: '/api/admin/users/:id/deactivate' },
  'admin.users.reactivate': { method: 'POST', path: '/api/admin/users/:id/reactivate' },
  'admin.health.get': { method: 'GET', path: '/api/admin/health' },

  'accounts.list': { method: 'GET', path: '/api/account' },
  'accounts.create': { method: 'POST', path: '/api/account' },
  'accounts.statusHistory.list': { method: 'GET', path: '/api/account/status-history' },
  'accounts.get': { method: 'GET', path: '/api/account/:id' },
  'accounts.update': { method: 'PUT', path: '/api/account/:id' },
  'accounts.delete': { method: 'DELETE', path: '/api/account/:id' },
  'accounts.costBasisPreview.get': { method: 'GET', path: '/api/account/:id/cost-basis-preview' },
  'accounts.status.update': { method: 'PATCH', path: '/api/account/:id/status' },
  'accounts.active.update': { method: 'PATCH', path: '/api/account/:id' },

  'transactions.list': { method: 'GET', path: '/api/transactions' },
  'transactions.create': { method: 'POST', path: '/api/transactions' },
  'transactions.categories.list': { method: 'GET', path: '/api/transactions/categories' },
  'transactions.get': { method: 'GET', path: '/api/transactions/:id' },
  'transactions.update': { method: 'PUT', path: '/api/transactions/:id' },
  'transactions.delete': { method: 'DELETE', path: '/api/transactions/:id' },
  'transactions.import.detect': { method: 'POST', path: '/api/transactions/import/detect' },
  'transactions.import.run': { method: 'POST', path: '/api/transactions/import' },
  'transactions.export': { method: 'GET', path: '/api/transactions/export' },

  'trading.trades.list': { method: 'GET', path: '/api/trade' },
  'trading.trades.create': { method: 'POST', path: '/api/trade' },
  'trading.trades.get': { method: 'GET', path: '/api/trade/:id' },
  'trading.trades.update': { method: 'PUT', path: '/api/trade/:id' },
  'trading.trades.delete': { method: 'DELETE', path: '/api/trade/:id' },
  'trading.stats.get': { method: 'GET', path: '/api/trade/stats' },
  'trading.calendar.get': { method: 'GET', path: '/api/trade/calendar' },
  'trading.fills.create': { method: 'POST', path: '/api/trade/:id/fills' },
  'trading.fills.update': { method: 'PUT', path: '/api/trade/:id/fills/:fillId' },
  'trading.fills.delete': { method: 'DELETE', path: '/api/trade/:id/fills/:fillId' },
  'trading.import.detect': { method: 'POST', path: '/api/trade/import/detect' },
  'trading.import.run': { method: 'POST', path: '/api/trade/import' },
  'trading.export': { method: 'GET', path: '/api/trade/export' },
  'trading.instruments.list': { method: 'GET', path: '/api/instruments' },
  'trading.instruments.get': { method: 'GET', path: '/api/instruments/:symbol' },
  'trading.instruments.upsert': { method: 'PUT', path: '/api/instruments/:symbol' },
  'trading.instruments.delete': { method: 'DELETE', path: '/api/instruments/:symbol' },

  'prices.list': { method: 'GET', path: '/api/prices' },
  'prices.upsert': { method: 'POST', path: '/api/prices' },
  'prices.delete': { method: 'DELETE', path: '/api/prices/:instrument/:date' },
  'prices.import.detect': { method: 'POST', path: '/api/prices/import/detect' },
  'prices.import.run': { method: 'POST', path: '/api/prices/import' },

  'holdings.list': { method: 'GET', path: '/api/holdings' },

  'performance.get': { method: 'GET', path: '/api/performance' },

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

  'fx.rates.list': { method: 'GET', path: '/api/fx/rates' },
  'fx.rates.create': { method: 'POST', path: '/api/fx/rates' },
  'fx.rates.import': { method: 'POST', path: '/api/fx/rates/import' },

  'dashboard.networth.get': { method: 'GET', path: '/api/dashboard/networth' },
  'dashboard.networth.summary': { method: 'GET', path: '/api/dashboard/networth/summary' },

  'categories.list': { method: 'GET', path: '/api/categories' },
  'categories.create': { method: 'POST', path: '/api/categories' },
  'categories.update': { method: 'PUT', path: '/api/categories/:id' },
  'categories.delete': { method: 'DELETE', path: '/api/categories/:id' },

  'budgets.month.get': { method: 'GET', path: '/api/budgets' },
  'budgets.copy': { method: 'POST', path: '/api/budgets/copy' },
  'budgets.update': { method: 'PUT', path: '/api/budgets/:category' },
  'budgets.delete': { method: 'DELETE', path: '/api/budgets/:category' },

  'recurring.list': { method: 'GET', path: '/api/recurring' },
  'recurring.create': { method: 'POST', path: '/api/recurring' },
  'recurring.upcoming.list': { method: 'GET', path: '/api/recurring/upcoming' },
  'recurring.get': { method: 'GET', path: '/api/recurring/:id' },
  'recurring.update': { method: 'PUT', path: '/api/recurring/:id' },
  'recurring.delete': { method: 'DELETE', path: '/api/recurring/:id' },
  'recurring.skip': { method: 'POST', path: '/api/recurring/:id/skip' },
  'recurring.post': { method: 'POST', path: '/api/recurring/:id/post' },

  'reports.summary.get': { method: 'GET', path: '/api/expenses/summary' },

  'rules.list': { method: 'GET', path: '/api/rules' },
  'rules.create': { method: 'POST', path: '/api/rules' },
  'rules.get': { method: 'GET', path: '/api/rules/:id' },
  'rules.update': { method: 'PUT', path: '/api/rules/:id' },
  'rules.delete': { method: 'DELETE', path: '/api/rules/:id' },
  'rules.apply': { method: 'POST', path: '/api/rules/:id/apply' },

  'forecasting.cashflow.get': { method: 'GET', path: '/api/forecast/cashflow' },
  'forecasting.projection.run': { method: 'POST', path: '/api/forecast/projection' },
  'forecasting.montecarlo.run': { method: 'POST', path: '/api/forecast/montecarlo' },
  'forecasting.fire.get': { method: 'GET', path: '/api/forecast/fire' },
  'forecasting.scenarios.list': { method: 'GET', path: '/api/forecast/scenarios' },
  'forecasting.scenarios.get': { method: 'GET', path: '/api/forecast/scenarios/:id' },
  'forecasting.scenarios.create': { method: 'POST', path: '/api/forecast/scenarios' },
  'forecasting.scenarios.update': { method: 'PUT', path: '/api/forecast/scenarios/:id' },
  'forecasting.scenarios.delete': { method: 'DELETE', path: '/api/forecast/scenarios/:id' },
} as const satisfies Record<string, Route>;

export type RouteKey = keyof typeof routes;
