/** Every route of docs/product.md, once: the router, the menu and redirects all read these. */
export const PATHS = {
  landing: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** The weekly e-mail's unsubscribe link (no sign-in). */
  unsubscribe: '/unsubscribe',
  auth: '/auth',
  dashboard: '/dashboard',
  accounts: '/accounts',
  /** Below /accounts so the Accounts entry stays highlighted; /accounts/:id/transactions too. */
  transactions: '/accounts/transactions',
  trading: '/trading/trading',
  /** Below /trading so the Trading entry stays highlighted. */
  positions: '/trading/positions',
  performance: '/trading/performance',
  realEstate: '/RealEstate',
  expenses: '/expenses',
  loans: '/loans',
  forecasting: '/forecasting',
  settings: '/settings/settingsGeneral',
  /** Where a user the admin requires two-step sign-in of is kept until it is on. */
  securitySettings: '/settings/security',
  rates: '/settings/rates',
  adminDashboard: '/admin/dashboard',
} as const;

/** Paths starting with these render bare and need no sign-in (besides the exact '/'). */
export const PUBLIC_PATH_PREFIXES = [
  PATHS.login,
  PATHS.register,
  PATHS.forgotPassword,
  PATHS.resetPassword,
  PATHS.verifyEmail,
  PATHS.unsubscribe,
  PATHS.auth,
] as const;

/**
 * "Starts with" is read per path segment ('/login', '/login/…'), which is also how the router
 * matches them; '/loginfoo' is an unknown protected path, not the login page.
 * The login redirect, the API client and the error toasts read this (does a 401 go to /login?).
 */
export function isPublicPath(pathname: string): boolean {
  if (pathname === PATHS.landing) return true;
  const lower = pathname.toLowerCase();
  return PUBLIC_PATH_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}
