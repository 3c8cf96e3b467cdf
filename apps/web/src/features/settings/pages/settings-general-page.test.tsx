import type { GeneralSettings } from '@wealthlog/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { TEST_USER, callsTo, jsonResponse, signInAs } from '../../../test/api-stub';
import { renderApp } from '../../../test/render';

const SETTINGS: GeneralSettings = {
  displayMode: 'system',
  language: 'en',
  currency: 'EUR',
  timezone: 'Europe/Paris',
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function stub() {
  let current = { ...SETTINGS };
  return signInAs(TEST_USER, {
    'GET /api/generalSettings': () => jsonResponse(200, current),
    'PUT /api/generalSettings': ({ body }) => {
      current = { ...current, ...(body as object) };
      return jsonResponse(200, current);
    },
  });
}

describe('general settings page', () => {
  it('shares the settings sub-navigation, with Exchange rates and Your data, General current', async () => {
    stub();
    renderApp('/settings/settingsGeneral');
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/settings/settingsGeneral',
      '/settings/settingsTrading',
      '/settings/profile',
      '/settings/security',
      '/settings/rates',
      '/settings/data',
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('General');
  });

  it('applies dark mode at once, stores it locally and on the server', async () => {
    const user = userEvent.setup();
    const fetchMock = stub();
    renderApp('/settings/settingsGeneral');
    const control = await screen.findByTestId('settings-display-mode');
    await user.click(within(control).getByText('Dark'));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem('displayMode')).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/generalSettings')).toHaveLength(1));
    expect(
      JSON.parse(String(callsTo(fetchMock, 'PUT /api/generalSettings')[0]?.[1]?.body)),
    ).toEqual({
      displayMode: 'dark',
    });
  });

  it('switches to Arabic at once: rtl, and saved', async () => {
    const user = userEvent.setup();
    const fetchMock = stub();
    renderApp('/settings/settingsGeneral');
    const control = await screen.findByTestId('settings-language');
    await user.click(within(control).getByText('العربية'));
    expect(document.documentElement.dir).toBe('rtl');
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'PUT /api/generalSettings').map((c) => JSON.parse(String(c[1]?.body))),
      ).toEqual([{ language: 'ar' }]),
    );
  });

  it('shows the stored base currency and time zone', async () => {
    stub();
    renderApp('/settings/settingsGeneral');
    const currency = await screen.findByTestId('settings-currency');
    await waitFor(() => expect(currency).toHaveValue('EUR — Euro'));
    expect(screen.getByTestId('settings-timezone')).toHaveValue('Europe/Paris');
  });
});

describe('on sign-in the stored settings win', () => {
  it('applies the stored display mode and language after a login, not on a mere reload', async () => {
    const user = userEvent.setup();
    const { stubApi, fakeJwt } = await import('../../../test/api-stub');
    stubApi({
      'POST /api/auth/login': () =>
        jsonResponse(200, { accessToken: fakeJwt(), csrfToken: 'c', user: TEST_USER }),
      'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
      'GET /api/generalSettings': () =>
        jsonResponse(200, { ...SETTINGS, displayMode: 'dark', language: 'fr' }),
    });
    renderApp('/login');
    await user.type(await screen.findByLabelText(/Username or e-mail/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'Str0ng!Pass#2026');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem('displayMode')).toBe('dark');
  });

  it('leaves a restored session alone', async () => {
    const fetchMock = stub();
    renderApp('/dashboard');
    await screen.findByTestId('sidebar');
    expect(callsTo(fetchMock, 'GET /api/generalSettings')).toHaveLength(0);
  });
});
