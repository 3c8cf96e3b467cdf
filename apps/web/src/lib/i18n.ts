import { DEFAULT_LOCALE, LOCALES, type Locale } from '@wealthlog/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '../locales/resources';
import { applyDocumentLocale, isLocale, readStoredLocale, storeLocale } from './locale';

export const i18n = i18next.createInstance();

const initialLocale = readStoredLocale();

// Resources are bundled (no HTTP backend), so init completes synchronously and nothing suspends.
void i18n.use(initReactI18next).init({
  resources,
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

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export async function setLocale(locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale);
}
