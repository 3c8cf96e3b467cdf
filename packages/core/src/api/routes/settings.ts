import type { Route } from './route.js';

export const settingsPaths = {
  'settings.general.get': { method: 'GET', path: '/api/generalSettings' },
  'settings.general.update': { method: 'PUT', path: '/api/generalSettings' },
  'settings.trading.get': { method: 'GET', path: '/api/tradingSettings' },
  'settings.trading.update': { method: 'PUT', path: '/api/tradingSettings' },
} as const satisfies Record<string, Route>;
