import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '@wealthlog/core';
import { StrictMode, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { lazyPage } from '../components/lazy-page';
import { i18n } from '../lib/i18n';
import { logger } from '../lib/logger';
import type * as navigation from '../lib/navigation';
import { reloadPage } from '../lib/navigation';
import { signInAs } from '../test/api-stub';
import { renderApp, renderWithProviders } from '../test/render';
import { AppProviders } from './providers';
import { createQueryClient } from '../lib/query-client';
import { RouteErrorPage } from './route-error-page';

// The production route table stays as it is: two of its pages are swapped for ones that throw
// whatever a test puts here (nothing: they render normally).
const crash = vi.hoisted(() => ({ loans: undefined as unknown, login: undefined as unknown }));

vi.mock('../features/loans/pages/loans-page', async () => {
  const { createElement } = await import('react');
  return {
    LoansPage: function LoansPage() {
      if (crash.loans !== undefined) throw crash.loans;
      return createElement('div', { 'data-testid': 'page-loans' });
    },
  };
});

vi.mock('../features/auth/pages/login-page', async () => {
  const { createElement } = await import('react');
  return {
    LoginPage: function LoginPage() {
      if (crash.login !== undefined) throw crash.login;
      return createElement('div', { 'data-testid': 'page-login' });
    },
  };
});

// jsdom cannot reload; the button's call is what matters.
vi.mock('../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  reloadPage: vi.fn(),
}));

const CHUNK_MESSAGE =
  'Failed to fetch dynamically imported module: http://localhost/assets/loans-page-1a2b3c.js';

/** Never react-router's developer screen, in any language. */
function expectNoDefaultScreen() {
  expect(document.body).not.toHaveTextContent(/Hey developer|Unexpected Application Error/);
}

describe('route error page', () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    // React and react-router report every caught render error on the console: expected here.
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    logger.clear();
  });

  afterEach(async () => {
    consoleError.mockRestore();
    crash.loans = undefined;
    crash.login = undefined;
    vi.mocked(reloadPage).mockClear();
    await i18n.changeLanguage('en');
  });

  it('shows a page that throws inside the frame, with the sidebar still there', async () => {
    crash.loans = new Error('boom');
    signInAs();
    renderApp('/loans');

    const page = await screen.findByTestId('page-error');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      within(page).getByText('This page could not be shown. Nothing you saved has been lost.'),
    ).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // The frame is untouched: the error fills the content area only.
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(page);
    expectNoDefaultScreen();
  });

  it('keeps the message in a collapsed Details area', async () => {
    crash.loans = new Error('boom');
    signInAs();
    renderApp('/loans');

    const details = await screen.findByTestId('error-details');
    expect(details.tagName).toBe('DETAILS');
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('Details')).toBeInTheDocument();
    expect(within(details).getByText('Error: boom')).toBeInTheDocument();
    expect(within(details).queryByText('Request ID:', { exact: false })).not.toBeInTheDocument();
  });

  it("shows the request id of an API client's error", async () => {
    const error = new AppError('NET_003', 'Server error occurred');
    error.requestId = 'req-42';
    crash.loans = error;
    signInAs();
    renderApp('/loans');

    const details = await screen.findByTestId('error-details');
    expect(within(details).getByText('AppError: Server error occurred')).toBeInTheDocument();
    expect(within(details).getByText('Request ID:', { exact: false })).toBeInTheDocument();
    expect(within(details).getByText('req-42')).toBeInTheDocument();
  });

  it('is translated (French)', async () => {
    await i18n.changeLanguage('fr');
    crash.loans = new Error('boom');
    signInAs();
    renderApp('/loans');

    const page = await screen.findByTestId('page-error');
    expect(
      within(page).getByRole('heading', { level: 1, name: "Une erreur s'est produite" }),
    ).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(
      within(page).getByRole('link', { name: 'Aller au tableau de bord' }),
    ).toBeInTheDocument();
    expect(within(page).getByText('Détails')).toBeInTheDocument();
    expectNoDefaultScreen();
  });

  it('is translated (Arabic)', async () => {
    await i18n.changeLanguage('ar');
    crash.loans = new Error('boom');
    signInAs();
    renderApp('/loans');

    const page = await screen.findByTestId('page-error');
    expect(within(page).getByRole('heading', { level: 1, name: 'حدث خطأ ما' })).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'إعادة تحميل الصفحة' })).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expectNoDefaultScreen();
  });

  it('reloads the page from its button', async () => {
    crash.loans = new Error('boom');
    signInAs();
    renderApp('/loans');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Reload the page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('logs the error once through the app logger', async () => {
    crash.loans = new Error('boom');
    signInAs();
    renderApp('/loans');
    await screen.findByTestId('page-error');

    await waitFor(() =>
      expect(logger.entries().filter((entry) => entry.message === 'Route error')).toHaveLength(1),
    );
    const [entry] = logger.entries().filter((e) => e.message === 'Route error');
    expect(entry).toMatchObject({
      level: 'error',
      context: { path: '/loans', message: 'Error: boom', kind: 'render' },
    });
  });

  it('logs once under StrictMode too, rendered like main.tsx', async () => {
    const Throws = () => {
      throw new Error('strict boom');
    };
    const router = createMemoryRouter([
      { path: '/', element: <Throws />, errorElement: <RouteErrorPage fullScreen /> },
    ]);
    // StrictMode around the providers, as in main.tsx: effects run twice on mount there.
    render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()} env="test">
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    await screen.findByTestId('page-error');

    await waitFor(() =>
      expect(logger.entries().filter((e) => e.message === 'Route error')).toHaveLength(1),
    );
  });

  it('clears once the user moves on to another page from the sidebar', async () => {
    crash.loans = new Error('boom');
    signInAs();
    renderApp('/loans');
    await screen.findByTestId('page-error');
    const user = userEvent.setup();

    await user.click(within(screen.getByTestId('sidebar')).getByTestId('nav-expenses'));
    expect(await screen.findByTestId('page-expenses')).toBeInTheDocument();
    expect(screen.queryByTestId('page-error')).not.toBeInTheDocument();
  });

  it('says the app was updated when a page file is gone after a deploy', async () => {
    crash.loans = new TypeError(CHUNK_MESSAGE);
    signInAs();
    renderApp('/loans');

    const page = await screen.findByTestId('page-error');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'WealthLog has been updated' }),
    ).toBeInTheDocument();
    expect(within(page).getByText(/a new version of WealthLog is out/)).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(within(page).queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expectNoDefaultScreen();
  });

  it('catches a lazy page whose import rejects (the real chunk-load path)', async () => {
    await i18n.changeLanguage('fr');
    // Safari's wording this time; lazyPage rethrows the import's own error.
    const Broken = lazyPage(
      () => Promise.reject(new TypeError('Importing a module script failed.')),
      (m: { Page: ComponentType }) => m.Page,
    );
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <RouteErrorPage fullScreen /> },
    ]);
    renderWithProviders(<RouterProvider router={router} />);

    const page = await screen.findByTestId('page-error');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'WealthLog a été mis à jour' }),
    ).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    await waitFor(() =>
      expect(logger.entries().find((e) => e.message === 'Route error')?.context).toMatchObject({
        kind: 'chunk-load',
      }),
    );
    expectNoDefaultScreen();
  });

  it('shows the not-found page for a route-not-found answer', async () => {
    crash.loans = new UNSAFE_ErrorResponseImpl(404, 'Not Found', null);
    signInAs();
    renderApp('/loans');

    expect(await screen.findByTestId('page-not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('page-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expectNoDefaultScreen();
  });

  it('catches an error outside the frame at the root, full screen', async () => {
    crash.login = new Error('login broke');
    renderApp('/login');

    const page = await screen.findByTestId('page-error');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(within(page).getByText('Error: login broke')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expectNoDefaultScreen();
  });
});
