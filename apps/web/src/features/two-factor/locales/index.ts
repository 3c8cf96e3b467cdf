import type { AreaTexts } from '../../../lib/i18n';

/** The texts of the two-step sign-in settings (the second step's texts stay in the core bundle): `twoFactor`. Loaded with the pages that show them (ADR 0030). */
export const twoFactorTexts: AreaTexts = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
  ar: () => import('./ar.json'),
};
