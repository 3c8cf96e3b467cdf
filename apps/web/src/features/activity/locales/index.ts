import type { AreaTexts } from '../../../lib/i18n';

/** The texts of the activity log (Settings → Security, admin dashboard): `activity`. Loaded with the pages that show them (ADR 0030). */
export const activityTexts: AreaTexts = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
  ar: () => import('./ar.json'),
};
