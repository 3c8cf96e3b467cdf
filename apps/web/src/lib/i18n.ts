import { DEFAULT_LOCALE, LOCALES, type Locale } from '@wealthlog/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
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

/** main.tsx awaits this before the first render: the active locale's texts, so no key flashes. */
export const i18nReady: Promise<void> = loadLocale(initialLocale);

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Loads the new language's texts first, then switches: the screen goes from one text to the other. */
export async function setLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
}
