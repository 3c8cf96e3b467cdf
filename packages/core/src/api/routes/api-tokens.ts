import type { Route } from './route.js';

export const apiTokenPaths = {
  'apiTokens.list': { method: 'GET', path: '/api/auth/tokens' },
  'apiTokens.create': { method: 'POST', path: '/api/auth/tokens' },
  'apiTokens.revoke': { method: 'DELETE', path: '/api/auth/tokens/:id' },
} as const satisfies Record<string, Route>;
