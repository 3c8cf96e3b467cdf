import type { Route } from './route.js';

/** Two-step sign-in (API.md "Account security"): under /api/auth/2fa, and the admin's switch and reset. */
export const twoFactorPaths = {
  'twoFactor.status': { method: 'GET', path: '/api/auth/2fa' },
  'twoFactor.totp.setup': { method: 'POST', path: '/api/auth/2fa/totp/setup' },
  'twoFactor.totp.enable': { method: 'POST', path: '/api/auth/2fa/totp/enable' },
  'twoFactor.totp.disable': { method: 'POST', path: '/api/auth/2fa/totp/disable' },
  'twoFactor.recoveryCodes.regenerate': { method: 'POST', path: '/api/auth/2fa/recovery-codes' },
  'twoFactor.verify': { method: 'POST', path: '/api/auth/2fa/verify' },
  'twoFactor.admin.get': { method: 'GET', path: '/api/admin/security' },
  'twoFactor.admin.update': { method: 'PUT', path: '/api/admin/security' },
  'twoFactor.admin.reset': { method: 'POST', path: '/api/admin/users/:id/2fa/reset' },
} as const satisfies Record<string, Route>;
