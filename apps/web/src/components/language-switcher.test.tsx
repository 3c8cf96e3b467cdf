import { STORAGE_KEYS } from '@wealthlog/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { callsTo, jsonResponse, signInAs, stubApi } from '../test/api-stub';
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

    // A locale's texts load on demand: under load the switch lands a moment after the click.
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('ar');
    expect(screen.getByTestId('nav-real-estate')).toHaveTextContent('العقارات');
    expect(screen.getByTestId('sidebar-toggle')).toHaveAccessibleName('طي الشريط الجانبي');
  });

  it('switches to French and back to left-to-right', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'fr');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('signed in, the header saves the choice to the user settings', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAs(undefined, {
      'PUT /api/generalSettings': ({ body }) =>
        jsonResponse(200, {
          displayMode: 'system',
          currency: 'EUR',
          timezone: 'UTC',
          ...(body as object),
        }),
    });
    renderApp('/dashboard');
    await screen.findByTestId('sidebar');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'fr');
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/generalSettings')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT /api/generalSettings')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'fr' });

    await user.click(await screen.findByRole('radio', { name: 'Sombre' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/generalSettings')).toHaveLength(2));
    const [, second] = callsTo(fetchMock, 'PUT /api/generalSettings')[1]!;
    expect(JSON.parse(String(second?.body))).toEqual({ displayMode: 'dark' });
  });

  it('signed out (sign-in page), the choice stays in this browser only', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi();
    renderApp('/login');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'fr');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('fr');
    expect(callsTo(fetchMock, 'PUT /api/generalSettings')).toHaveLength(0);
  });
});
