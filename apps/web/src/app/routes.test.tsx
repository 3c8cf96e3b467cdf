import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, signInAs } from '../test/api-stub';
import { renderApp } from '../test/render';

describe('routes', () => {
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
  ])('renders public %s bare', async (path, testId) => {
    renderApp(path);
    // Some public pages are lazy chunks: found once loaded.
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'page-dashboard'],
    ['/accounts', 'page-accounts'],
    ['/trading/trading', 'page-trading'],
    ['/trading/positions', 'page-positions'],
    ['/trading/performance', 'page-performance'],
    ['/RealEstate', 'page-real-estate'],
    ['/expenses', 'page-expenses'],
    ['/loans', 'page-loans'],
    ['/forecasting', 'page-forecasting'],
    ['/settings/settingsGeneral', 'page-settings'],
    ['/no/such/page', 'page-not-found'],
  ])('renders protected %s inside the frame when signed in', async (path, testId) => {
    signInAs();
    renderApp(path);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
  });

  it('sends /settings to the general settings page', async () => {
    signInAs();
    const { router } = renderApp('/settings');
    await screen.findByTestId('page-settings');
    expect(router.state.location.pathname).toBe('/settings/settingsGeneral');
  });

  it('opens /admin/* to admins', async () => {
    signInAs(TEST_ADMIN);
    const { router } = renderApp('/admin');
    expect(await screen.findByTestId('page-admin')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('shows other users the not-found page under /admin/*', async () => {
    signInAs();
    renderApp('/admin/dashboard');
    expect(await screen.findByTestId('page-not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('page-admin')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor of a protected page to /login with the way back', async () => {
    const { router } = renderApp('/accounts?tab=closed');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/accounts?tab=closed')}`,
    );
    expect(screen.getByTestId('page-login')).toBeInTheDocument();
  });
});
