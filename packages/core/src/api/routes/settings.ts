import type { Route } from './route.js';

export const settingsPaths = {
  'settings.general.get': { method: 'GET', path: '/api/generalSettings' },
  'settings.general.update': { method: 'PUT', path: '/api/generalSettings' },
  'settings.trading.get': { method: 'GET', path: '/api/tradingSettings' },
  'settings.trading.update': { method: 'PUT', path: '/api/tradingSettings' },
  'settings.digest.get': { method: 'GET', path: '/api/digestSettings' },
  'settings.digest.update': { method: 'PUT', path: '/api/digestSettings' },
  'digest.unsubscribe.open': { method: 'GET', path: '/api/digest/unsubscribe' },
  'digest.unsubscribe.confirm': { method: 'POST', path: '/api/digest/unsubscribe' },
} as const satisfies Record<string, Route>;
