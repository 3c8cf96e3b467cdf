import type { Route } from './route.js';

export const authPaths = {
  'auth.register': { method: 'POST', path: '/api/auth/register' },
  'auth.login': { method: 'POST', path: '/api/auth/login' },
  'auth.refresh': { method: 'POST', path: '/api/auth/refresh' },
  'auth.logout': { method: 'POST', path: '/api/auth/logout' },
  'auth.me.get': { method: 'GET', path: '/api/auth/me' },
  'auth.me.update': { method: 'PUT', path: '/api/auth/me' },
  'auth.me.delete': { method: 'DELETE', path: '/api/auth/me' },
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
} as const satisfies Record<string, Route>;
