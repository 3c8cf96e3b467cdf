import type { AreaTexts } from '../../../lib/i18n';

/** The texts of the Expenses page (with recurring, reports and rules): `expenses`, `recurring`, `reports`, `txRules`. Loaded with the pages that show them (ADR 0030). */
export const expensesTexts: AreaTexts = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
  ar: () => import('./ar.json'),
};
