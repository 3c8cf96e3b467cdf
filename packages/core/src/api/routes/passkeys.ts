import type { Route } from './route.js';

/** Passkeys (WebAuthn), under /api/auth (API.md "Account security"). */
export const passkeyPaths = {
  'passkeys.register.options': { method: 'POST', path: '/api/auth/passkeys/register/options' },
  'passkeys.register': { method: 'POST', path: '/api/auth/passkeys/register' },
  'passkeys.list': { method: 'GET', path: '/api/auth/passkeys' },
  'passkeys.rename': { method: 'PATCH', path: '/api/auth/passkeys/:id' },
  'passkeys.delete': { method: 'DELETE', path: '/api/auth/passkeys/:id' },
  'passkeys.login.options': { method: 'POST', path: '/api/auth/passkeys/login/options' },
  'passkeys.login': { method: 'POST', path: '/api/auth/passkeys/login' },
} as const satisfies Record<string, Route>;
