import type { AreaTexts } from '../../../lib/i18n';

/** The texts of the Trading page: `trading`. Loaded with the pages that show them (ADR 0030). */
export const tradingTexts: AreaTexts = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
  ar: () => import('./ar.json'),
};
