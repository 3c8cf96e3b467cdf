/**
 * The method and path of every HTTP operation, and nothing else. The schemas of each operation are
 * in this folder's area files, which take their method and path from here; this file stays free of
 * zod so that a client that only needs to build URLs does not carry the schemas with it; it is split
 * by area (routes/<area>.ts) so that a page's bundle holds only its areas' URLs, not all of them
 * (the web's first download takes only the few it calls). Paths are Fastify-style: `:id` is a path parameter.
 */
import type { Route } from './routes/route.js';
import { healthPaths } from './routes/health.js';
import { authPaths } from './routes/auth.js';
import { apiTokenPaths } from './routes/api-tokens.js';
import { settingsPaths } from './routes/settings.js';
import { uploadPaths } from './routes/uploads.js';
import { adminPaths } from './routes/admin.js';
import { accountPaths } from './routes/accounts.js';
import { transactionPaths } from './routes/transactions.js';
import { tradingPaths } from './routes/trading.js';
import { pricePaths } from './routes/prices.js';
import { holdingPaths } from './routes/holdings.js';
import { realEstatePaths } from './routes/real-estate.js';
import { loanPaths } from './routes/loans.js';
import { fxPaths } from './routes/fx.js';
import { dashboardPaths } from './routes/dashboard.js';
import { expensePaths } from './routes/expenses.js';
import { forecastingPaths } from './routes/forecasting.js';
import { backupPaths } from './routes/backup.js';
import { activityPaths } from './routes/activity.js';
import { twoFactorPaths } from './routes/two-factor.js';
import { passkeyPaths } from './routes/passkeys.js';

export {
  healthPaths,
  authPaths,
  apiTokenPaths,
  settingsPaths,
  uploadPaths,
  adminPaths,
  accountPaths,
  transactionPaths,
  tradingPaths,
  pricePaths,
  holdingPaths,
  realEstatePaths,
  loanPaths,
  fxPaths,
  dashboardPaths,
  expensePaths,
  forecastingPaths,
  backupPaths,
  activityPaths,
  twoFactorPaths,
  passkeyPaths,
};
export type { HttpMethod, Route } from './routes/route.js';

/** Every operation's method and path, by key. */
export const routes = {
  ...healthPaths,
  ...authPaths,
  ...apiTokenPaths,
  ...settingsPaths,
  ...uploadPaths,
  ...adminPaths,
  ...accountPaths,
  ...transactionPaths,
  ...tradingPaths,
  ...pricePaths,
  ...holdingPaths,
  ...realEstatePaths,
  ...loanPaths,
  ...fxPaths,
  ...dashboardPaths,
  ...expensePaths,
  ...forecastingPaths,
  ...backupPaths,
  ...activityPaths,
  ...twoFactorPaths,
  ...passkeyPaths,
} as const satisfies Record<string, Route>;

export type RouteKey = keyof typeof routes;
