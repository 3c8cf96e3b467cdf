import type { AreaTexts } from '../../../lib/i18n';

/** The texts of the passkeys section (its sign-in button's texts stay in the core bundle): `passkeys`. Loaded with the pages that show them (ADR 0030). */
export const passkeysTexts: AreaTexts = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
  ar: () => import('./ar.json'),
};
