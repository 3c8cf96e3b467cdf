import type { AreaTexts } from '../../../lib/i18n';

/** The texts of the dashboard's home cards and attention list: `home` (ADR 0030). */
export const homeTexts: AreaTexts = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
  ar: () => import('./ar.json'),
};
