import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, STORAGE_KEYS, type Locale } from '@wealthlog/core';

/**
 * The Intl locale of each UI locale. Arabic asks for Arabic-Indic digits (١٢٣) explicitly: since
 * CLDR 42 plain 'ar' resolves to Western digits, while the Arabic-speaking readers this locale
 * serves (Egypt, the Levant, the Gulf) write Arabic-Indic ones — as 'ar-EG' or 'ar-SA' would. The
 * symbol's side and the separators stay CLDR's. Here rather than in format.ts so the first
 * download (number fields' digits, lib/input-digits.ts) does not carry the formatters.
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en', fr: 'fr', ar: 'ar-u-nu-arab' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/** The locale the user chose last time; storage can throw (privacy mode), so fall back quietly. */
export function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.locale);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.locale, locale);
  } catch {
    // Not fatal: the choice just won't survive a reload.
  }
}

/**
 * Mantine's DirectionProvider watches `<html dir>`, so writing the attribute here is what mirrors
 * the whole layout; `lang` lets screen readers and fonts pick the right language.
 */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
}
