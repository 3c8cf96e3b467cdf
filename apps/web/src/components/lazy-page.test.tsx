import { act, screen } from '@testing-library/react';
import { LOCALES } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../lib/i18n';
import { areaTexts } from '../test/area-texts';
import { renderWithProviders } from '../test/render';
import { lazyPage } from './lazy-page';

const KEY = 'accounts.editTitle';
// The accounts area's own files (features/accounts/locales), as the test setup found them.
const accounts = areaTexts.find((a) => a.dir === 'features/accounts');
const text = (locale: 'en' | 'fr') =>
  (accounts?.texts[locale]?.accounts as Record<string, string> | undefined)?.editTitle;

/** The test setup loads every area up front; these tests need the accounts area not there yet. */
function forgetAccountsTexts() {
  for (const locale of LOCALES) {
    const store = i18n.store.data[locale]?.translation as Record<string, unknown> | undefined;
    delete store?.accounts;
  }
}

afterEach(async () => {
  await setLocale('en');
  for (const locale of LOCALES)
    i18n.addResourceBundle(locale, 'translation', accounts?.texts[locale], true, true);
});

describe('lazyPage with texts', () => {
  it('renders the page only once its areas’ texts are registered, in the current language', async () => {
    forgetAccountsTexts();
    expect(LOCALES.map((l) => i18n.getResource(l, 'translation', KEY))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    const seen: string[] = [];
    function Probe() {
      const { t } = useTranslation();
      seen.push(t(KEY));
      return <h1>{t(KEY)}</h1>;
    }
    const Page = lazyPage(
      () => Promise.resolve({ Probe }),
      (m) => m.Probe,
      {
        texts: ['accounts'],
      },
    );
    renderWithProviders(<Page />);

    expect(await screen.findByRole('heading', { name: text('en') })).toBeVisible();
    // Never a raw key, not even on the first render.
    expect(seen.every((shown) => shown === text('en'))).toBe(true);
    // Only the language in use was fetched.
    expect(i18n.getResource('fr', 'translation', KEY)).toBeUndefined();

    // Switching language fetches the areas already on screen in the new one before switching.
    await act(() => setLocale('fr'));
    expect(await screen.findByRole('heading', { name: text('fr') })).toBeVisible();
    expect(seen).not.toContain(KEY);
  });
});
