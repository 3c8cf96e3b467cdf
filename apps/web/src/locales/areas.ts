import type { Locale } from '@wealthlog/core';
import type { i18n as I18n } from 'i18next';
import type { AreaTexts } from '../lib/i18n';
import { csvImportTexts } from '../components/import/locales';
import { accountsTexts } from '../features/accounts/locales';
import { activityTexts } from '../features/activity/locales';
import { adminTexts } from '../features/admin/locales';
import { apiTokensTexts } from '../features/api-tokens/locales';
import { backupTexts } from '../features/backup/locales';
import { expensesTexts } from '../features/expenses/locales';
import { forecastTexts } from '../features/forecasting/locales';
import { ratesTexts } from '../features/fx/locales';
import { homeTexts } from '../features/home/locales';
import { positionsTexts } from '../features/holdings/locales';
import { loansTexts } from '../features/loans/locales';
import { passkeysTexts } from '../features/passkeys/locales';
import { performanceTexts } from '../features/performance/locales';
import { realEstateTexts } from '../features/real-estate/locales';
import { tradingTexts } from '../features/trading/locales';
import { transactionsTexts } from '../features/transactions/locales';
import { twoFactorTexts } from '../features/two-factor/locales';

/**
 * Every area's texts by name (ADR 0030). The routes name the areas a lazy page shows
 * (`lazyPage(…, { texts: ['accounts'] })`); lib/i18n.ts fetches this module on demand, so the
 * first download carries neither the table, nor the chunks' names, nor the loading below.
 */
export const AREA_TEXTS = {
  accounts: accountsTexts,
  activity: activityTexts,
  admin: adminTexts,
  apiTokens: apiTokensTexts,
  backup: backupTexts,
  csvImport: csvImportTexts,
  expenses: expensesTexts,
  forecast: forecastTexts,
  home: homeTexts,
  loans: loansTexts,
  passkeys: passkeysTexts,
  performance: performanceTexts,
  positions: positionsTexts,
  rates: ratesTexts,
  realEstate: realEstateTexts,
  trading: tradingTexts,
  transactions: transactionsTexts,
  twoFactor: twoFactorTexts,
} satisfies Record<string, AreaTexts>;

/** Each area fetched so far, by locale: the promise of its texts being in i18next. */
const loaded = new Map<AreaTexts, Map<Locale, Promise<void>>>();

function loadArea(i18n: I18n, area: AreaTexts, locale: Locale): Promise<void> {
  const byLocale = loaded.get(area) ?? new Map<Locale, Promise<void>>();
  loaded.set(area, byLocale);
  let pending = byLocale.get(locale);
  if (!pending) {
    pending = area[locale]().then(
      (texts) => {
        i18n.addResourceBundle(locale, 'translation', texts.default, true, true);
      },
      (error: unknown) => {
        byLocale.delete(locale); // a failed fetch may be retried
        throw error;
      },
    );
    byLocale.set(locale, pending);
  }
  return pending;
}

/** The areas' texts in each of the locales (the current one, and one being switched to). */
export async function loadAreas(
  i18n: I18n,
  names: readonly (keyof typeof AREA_TEXTS)[],
  locales: readonly Locale[],
): Promise<void> {
  await Promise.all(
    names.flatMap((name) => locales.map((locale) => loadArea(i18n, AREA_TEXTS[name], locale))),
  );
}

/** Before a switch of language: every area fetched so far, in the new language. */
export async function loadAreasInUse(i18n: I18n, locale: Locale): Promise<void> {
  await Promise.all([...loaded.keys()].map((area) => loadArea(i18n, area, locale)));
}
