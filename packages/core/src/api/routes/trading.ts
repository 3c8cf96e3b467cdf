import type { Route } from './route.js';

export const tradingPaths = {
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
} as const satisfies Record<string, Route>;
