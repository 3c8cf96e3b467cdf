import { accountsArea } from '../modules/accounts/accounts.area.js';
import { activityArea } from '../modules/activity/activity.area.js';
import { adminArea } from '../modules/admin/admin.area.js';
import { apiTokensArea } from '../modules/api-tokens/api-tokens.area.js';
import { authArea } from '../modules/auth/auth.area.js';
import { backupArea } from '../modules/backup/backup.area.js';
import { budgetsArea } from '../modules/budgets/budgets.area.js';
import { categoriesArea } from '../modules/categories/categories.area.js';
import { dashboardArea } from '../modules/dashboard/dashboard.area.js';
import { forecastingArea } from '../modules/forecasting/forecasting.area.js';
import { fxArea } from '../modules/fx/fx.area.js';
import { healthArea } from '../modules/health/health.area.js';
import { homeArea } from '../modules/home/home.area.js';
import { holdingsArea } from '../modules/holdings/holdings.area.js';
import { loansArea } from '../modules/loans/loans.area.js';
import { passkeysArea } from '../modules/passkeys/passkeys.area.js';
import { performanceArea } from '../modules/performance/performance.area.js';
import { pricesArea } from '../modules/prices/prices.area.js';
import { realEstateArea } from '../modules/real-estate/real-estate.area.js';
import { recurringArea } from '../modules/recurring/recurring.area.js';
import { reportsArea } from '../modules/reports/reports.area.js';
import { rulesArea } from '../modules/rules/rules.area.js';
import { settingsArea } from '../modules/settings/settings.area.js';
import { tradingArea } from '../modules/trading/trading.area.js';
import { transactionsArea } from '../modules/transactions/transactions.area.js';
import { twoFactorArea } from '../modules/two-factor/two-factor.area.js';
import { uploadsArea } from '../modules/uploads/uploads.area.js';
import { weeklyDigestArea } from '../modules/weekly-digest/weekly-digest.area.js';
import type { Area } from './area.js';

/**
 * Every area of the server, in the order their routes are registered under /api (and their
 * posting sources and net-worth inputs are listed). A new area is one `<area>.area.ts` added here.
 */
export const AREAS: readonly Area[] = [
  healthArea,
  authArea,
  apiTokensArea,
  twoFactorArea,
  passkeysArea,
  settingsArea,
  uploadsArea,
  adminArea,
  accountsArea,
  transactionsArea,
  tradingArea,
  pricesArea,
  holdingsArea,
  performanceArea,
  realEstateArea,
  loansArea,
  fxArea,
  dashboardArea,
  homeArea,
  categoriesArea,
  budgetsArea,
  recurringArea,
  reportsArea,
  rulesArea,
  forecastingArea,
  backupArea,
  activityArea,
  weeklyDigestArea,
];
