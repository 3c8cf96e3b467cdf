import { STORAGE_KEYS } from '@wealthlog/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { signInAs } from '../test/api-stub';
import { renderApp } from '../test/render';

afterEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
});

describe('LanguageSwitcher', () => {
  it('switches to Arabic: rtl document, translated menu, choice stored', async () => {
    const user = userEvent.setup();
    signInAs();
    renderApp('/dashboard');
    await screen.findByTestId('sidebar');
    expect(document.documentElement.dir).toBe('ltr');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');

    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('ar');
    expect(screen.getByTestId('nav-real-estate')).toHaveTextContent('العقارات');
    expect(screen.getByTestId('sidebar-toggle')).toHaveAccessibleName('طي الشريط الجانبي');
  });

  it('switches to French and back to left-to-right', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
  });
});
