import { expect, test, type Page } from '@playwright/test';
import { newFinanceUser } from './support/finance';
import { presetStorage } from './support/fixtures';
import { translate } from './support/i18n';

// Only the active locale's texts are downloaded (each in its own chunk), before the first
// render; switching language fetches the other one first, then switches, with no key on screen.

const LOCALE_CHUNK = /\/assets\/(en-bundle|fr|ar)-[\w-]{8}\.js$/;

function localeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const m = LOCALE_CHUNK.exec(new URL(req.url()).pathname);
    if (m) seen.push(m[1] === 'en-bundle' ? 'en' : m[1]!);
  });
  return seen;
}

test('a visitor downloads only their language; switching fetches the next one, then switches', async ({
  page,
}) => {
  const seen = localeRequests(page);
  await page.goto('/');
  const signIn = page.getByRole('link', { name: translate('en', 'landing.signIn') });
  await expect(signIn).toBeVisible();
  expect(seen).toEqual(['en']);

  // No raw key on screen at any time of the switch: the old text stays until the new one is in.
  const keys: string[] = [];
  await page.exposeFunction('reportKey', (text: string) => keys.push(text));
  await page.evaluate(() => {
    const KEY = /^[a-z]+(\.[A-Za-z0-9]+)+$/;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('a, h1, button, label, p'))
        if (KEY.test(el.textContent?.trim() ?? ''))
          (window as unknown as { reportKey: (t: string) => void }).reportKey(el.textContent!);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByTestId('language-switcher').selectOption('fr');
  await expect(page.getByRole('link', { name: translate('fr', 'landing.signIn') })).toBeVisible();
  expect(seen).toEqual(['en', 'fr']);
  expect(keys).toEqual([]);

  // Back to English: already cached, nothing fetched again.
  await page.getByTestId('language-switcher').selectOption('en');
  await expect(signIn).toBeVisible();
  expect(seen).toEqual(['en', 'fr']);
});

test('an Arabic reader gets the Arabic texts, and only them, in the first screen', async ({
  page,
}) => {
  await presetStorage(page, { locale: 'ar' });
  const seen = localeRequests(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: translate('ar', 'landing.signIn') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(seen).toEqual(['ar']);
});

// ADR 0030: an area's texts come with its page, in the reader's language only, and are in before
// the page shows (a deep link, a language switch on the page, a move to another area's page).
const AREA_CHUNK = /\/assets\/texts-([\w-]+)-(en|fr|ar)-[\w-]{8}\.js$/;

test('an area page fetches its own texts in the reader’s language; no key shows, even on a switch', async ({
  page,
}) => {
  await newFinanceUser(page, 'fr');
  const areas: string[] = [];
  page.on('request', (req) => {
    const m = AREA_CHUNK.exec(new URL(req.url()).pathname);
    if (m) areas.push(`${m[1]}-${m[2]}`);
  });
  // Every text on screen, from the very first paint: a raw key ('loans.empty') is reported.
  const keys: string[] = [];
  await page.exposeFunction('reportKey', (text: string) => keys.push(text));
  await page.addInitScript(() => {
    const KEY = /^[a-z]+[A-Za-z]*(\.[A-Za-z0-9]+)+$/;
    const check = () => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (KEY.test(text))
          (window as unknown as { reportKey: (t: string) => void }).reportKey(text);
      }
    };
    document.addEventListener('DOMContentLoaded', () =>
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      }),
    );
  });

  await page.goto('/loans');
  await expect(page.getByText(translate('fr', 'loans.empty'))).toBeVisible();
  expect(areas).toEqual(['loans-fr']);

  // Arabic from the header while on the page: its texts come in Arabic before the switch.
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.getByText(translate('ar', 'loans.empty'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(areas).toEqual(['loans-fr', 'loans-ar']);

  // Another area's page, through the menu: its texts in Arabic only.
  await page
    .getByRole('link', { name: translate('ar', 'nav.realEstate') })
    .first()
    .click();
  await expect(page.getByText(translate('ar', 'realEstate.empty'))).toBeVisible();
  expect(areas).toEqual(['loans-fr', 'loans-ar', 'real-estate-ar']);
  expect(keys).toEqual([]);
});
