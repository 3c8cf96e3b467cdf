import { type Locale, LOCALES } from '@wealthlog/core';

/** The stored language, or English for anything else. */
export function mailLocaleOf(value: string): Locale {
  return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en';
}
