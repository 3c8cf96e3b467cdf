import type { Page } from '@playwright/test';
import type { E2eLocale } from './i18n';

/** A language, a screen and a colour scheme that a user path is run in. */
export interface Setting {
  title: string;
  locale: E2eLocale;
  viewport: { width: number; height: number };
  scheme: 'light' | 'dark';
}

/**
 * The two settings every page's path is checked in: English on a desktop in light, and Arabic
 * (right to left) on a phone in dark — between them LTR and RTL, wide and narrow, both schemes.
 */
export const DESKTOP_EN_AND_PHONE_AR_DARK: readonly Setting[] = [
  { title: 'en, desktop', locale: 'en', viewport: { width: 1280, height: 800 }, scheme: 'light' },
  { title: 'ar, phone, dark', locale: 'ar', viewport: { width: 390, height: 844 }, scheme: 'dark' },
];

/** Puts the page in the setting's viewport and colour scheme (the locale is preset at sign-in). */
export async function applySetting(page: Page, setting: Setting): Promise<void> {
  await page.setViewportSize(setting.viewport);
  await page.emulateMedia({ colorScheme: setting.scheme });
}
