import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';

describe('routes (SPEC §2)', () => {
  it('renders the landing page bare, with the name, sign-in and create-account links', () => {
    renderApp('/');
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'WealthLog' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Display mode' })).toBeInTheDocument();
  });

  it.each([
    ['/login?registered=true', 'page-login'],
    ['/register', 'page-register'],
    ['/forgot-password', 'page-forgot-password'],
    ['/reset-password/some-token', 'page-reset-password'],
    ['/verify-email?token=abc', 'page-verify-email'],
    ['/auth/callback', 'page-auth-callback'],
  ])('renders public %s bare', (path, testId) => {
    renderApp(path);
    expect(screen.getByTestId(testId)).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'page-dashboard'],
    ['/accounts', 'page-accounts'],
    ['/trading/trading', 'page-trading'],
    ['/RealEstate', 'page-real-estate'],
    ['/expenses', 'page-expenses'],
    ['/loans', 'page-loans'],
    ['/forecasting', 'page-forecasting'],
    ['/settings/settingsGeneral', 'page-settings'],
    ['/admin/dashboard', 'page-admin'],
    ['/no/such/page', 'page-not-found'],
  ])('renders protected %s inside the frame', (path, testId) => {
    renderApp(path);
    expect(screen.getByTestId(testId)).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
  });

  it('sends /settings to the general settings page', () => {
    const { router } = renderApp('/settings');
    expect(router.state.location.pathname).toBe('/settings/settingsGeneral');
  });
});
