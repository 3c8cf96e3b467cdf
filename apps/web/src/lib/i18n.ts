import { DEFAULT_LOCALE, LOCALES, type Locale } from '@wealthlog/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type * as AreasModule from '../locales/areas';
import { loadTranslation } from '../locales/resources';
import { applyDocumentLocale, isLocale, readStoredLocale, storeLocale } from './locale';

export const i18n = i18next.createInstance();

const initialLocale = readStoredLocale();

// No resources yet: each locale's texts arrive on demand (locales/resources.ts). Every locale has
// every key (locales.test.ts), so a fallback language is never fetched for a missing one.
void i18n.use(initReactI18next).init({
  lng: initialLocale,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false }, // React already escapes.
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

// Set lang/dir before the first render so Mantine's DirectionProvider starts in the right direction.
applyDocumentLocale(initialLocale);

i18n.on('languageChanged', (lng) => {
  if (!isLocale(lng)) return;
  applyDocumentLocale(lng);
  storeLocale(lng);
});

const loaded = new Map<Locale, Promise<void>>();

/** Fetches a locale's texts once (the promise is cached; a failed fetch may be retried). */
export function loadLocale(locale: Locale): Promise<void> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = loadTranslation[locale]().then(
      (texts) => {
        i18n.addResourceBundle(locale, 'translation', texts, true, true);
      },
      (error: unknown) => {
        loaded.delete(locale);
        throw error;
      },
    );
    loaded.set(locale, pending);
  }
  return pending;
}

/**
 * One area's texts (features/<area>/locales/{en,fr,ar}.json, ADR 0030): a loader per locale, each
 * its own chunk. The routes name the areas a lazy page shows (components/lazy-page.tsx), and the
 * page renders only once they are in, as it already waits for its own code.
 */
export type AreaTexts = Readonly<Record<Locale, () => Promise<{ default: object }>>>;

/** An area's name in locales/areas.ts ('accounts', 'twoFactor'…). */
export type TextArea = keyof typeof AreasModule.AREA_TEXTS;

/** Where setLocale is going while it fetches: an area asked for meanwhile is fetched in it too. */
const switchingTo = new Set<Locale>();
/** locales/areas.ts, once a page has asked for an area (until then a switch has none to fetch). */
let areas: Promise<typeof AreasModule> | undefined;

/**
 * Fetches areas' texts in the current language (once each; locales/areas.ts remembers them, so a
 * later switch of language fetches them in the new one first). The table of areas and this work
 * are a small chunk of their own, fetched with the first page that needs an area.
 */
export function loadAreaTexts(names: readonly TextArea[]): Promise<void> {
  const locales = [currentLocale(), ...switchingTo];
  return (areas ??= import('../locales/areas')).then((m) => m.loadAreas(i18n, names, locales));
}

/** main.tsx awaits this before the first render: the active locale's texts, so no key flashes. */
export const i18nReady: Promise<void> = loadLocale(initialLocale);

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/**
 * Loads the new language's texts first (the core bundle and every area fetched so far), then
 * switches: the screen goes from one text to the other.
 */
export async function setLocale(locale: Locale): Promise<void> {
  switchingTo.add(locale);
  try {
    await Promise.all([loadLocale(locale), areas?.then((m) => m.loadAreasInUse(i18n, locale))]);
    await i18n.changeLanguage(locale);
  } finally {
    switchingTo.delete(locale);
  }
}
