import type { Locale } from '@wealthlog/core';

/**
 * Each locale's texts in its own chunk, fetched on demand: the first download carries none of
 * them, and a person reading one language never downloads the other two. lib/i18n.ts loads the
 * active one before the first render and the next one before switching, so no key ever shows.
 */
export const loadTranslation: Record<Locale, () => Promise<object>> = {
  en: () => import('./en-bundle').then((m) => m.enBundle),
  fr: () =>
    Promise.all([import('./fr.json'), import('./from-core')]).then(([m, core]) => ({
      ...m.default,
      ...core.fromCore('fr'),
    })),
  ar: () =>
    Promise.all([import('./ar.json'), import('./from-core')]).then(([m, core]) => ({
      ...m.default,
      ...core.fromCore('ar'),
    })),
};
