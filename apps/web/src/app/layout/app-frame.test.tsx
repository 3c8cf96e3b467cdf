import { STORAGE_KEYS } from '@wealthlog/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_USER, signInAs } from '../../test/api-stub';
import { renderApp } from '../../test/render';

const ORDER = [
  ['dashboard', 'Dashboard', '/dashboard'],
  ['accounts', 'Accounts', '/accounts'],
  ['trading', 'Trading', '/trading/trading'],
  ['real-estate', 'Real Estate', '/RealEstate'],
  ['expenses', 'Expenses', '/expenses'],
  ['loans', 'Loans', '/loans'],
  ['forecasting', 'Forecasting', '/forecasting'],
  ['settings', 'Settings', '/settings/settingsGeneral'],
] as const;

beforeEach(() => {
  localStorage.clear();
  signInAs(TEST_USER);
});
afterEach(() => localStorage.clear());

describe('signed-in frame', () => {
  it('shows the eight menu entries of the spec, in order, with their labels and routes', async () => {
    renderApp('/dashboard');
    const sidebar = await screen.findByTestId('sidebar');
    const links = within(
      within(sidebar).getByRole('navigation', { name: 'Main menu' }),
    ).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('data-testid'))).toEqual(
      ORDER.map(([key]) => `nav-${key}`),
    );
    expect(links.map((link) => link.textContent)).toEqual(ORDER.map(([, label]) => label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ORDER.map(([, , path]) => path));
  });

  it('marks the current entry with aria-current="page", and only that one', async () => {
    renderApp('/RealEstate');
    await screen.findByTestId('sidebar');
    const current = within(screen.getByTestId('sidebar')).getAllByRole('link', { current: 'page' });
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('data-testid', 'nav-real-estate');
    expect(current[0]).toHaveAttribute('data-active');
  });

  it('highlights the entry of a sub-route', async () => {
    renderApp('/trading/journal');
    await screen.findByTestId('sidebar');
    expect(within(screen.getByTestId('sidebar')).getByTestId('nav-trading')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByTestId('page-not-found')).toBeInTheDocument();
  });

  it('collapses and expands, renaming the toggle and remembering the state', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard');
    const sidebar = await screen.findByTestId('sidebar');
    const toggle = within(sidebar).getByTestId('sidebar-toggle');
    expect(toggle).toHaveAccessibleName('Collapse sidebar');
    expect(within(sidebar).getByTestId('logout-button')).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Expand sidebar');
    expect(localStorage.getItem(STORAGE_KEYS.sidebarCollapsed)).toBe('true');
    // Collapsed: Logout hidden, entries keep their names through aria-label.
    expect(within(sidebar).queryByTestId('logout-button')).not.toBeInTheDocument();
    expect(within(sidebar).getByTestId('nav-loans')).toHaveAccessibleName('Loans');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Collapse sidebar');
    expect(localStorage.getItem(STORAGE_KEYS.sidebarCollapsed)).toBe('false');
  });

  it('starts collapsed when the stored state says so', async () => {
    localStorage.setItem(STORAGE_KEYS.sidebarCollapsed, 'true');
    renderApp('/dashboard');
    await screen.findByTestId('sidebar');
    expect(screen.getByTestId('sidebar-toggle')).toHaveAccessibleName('Expand sidebar');
  });

  it('links the logo and title to /dashboard', async () => {
    renderApp('/loans');
    await screen.findByTestId('sidebar');
    const brand = within(screen.getByTestId('sidebar')).getByTestId('brand-link');
    expect(brand).toHaveAttribute('href', '/dashboard');
    expect(brand).toHaveTextContent('WealthLog');
  });

  it("shows the signed-in user's name and e-mail in the footer", async () => {
    renderApp('/dashboard');
    const footer = within(await screen.findByTestId('sidebar')).getByTestId('sidebar-user');
    expect(footer).toHaveTextContent('Ada Lovelace');
    expect(footer).toHaveTextContent('ada@example.com');
  });

  it('adds the Admin entry after Settings for admins only', async () => {
    signInAs(TEST_ADMIN);
    renderApp('/dashboard');
    const sidebar = await screen.findByTestId('sidebar');
    const links = within(
      within(sidebar).getByRole('navigation', { name: 'Main menu' }),
    ).getAllByRole('link');
    expect(links.at(-2)).toHaveAttribute('data-testid', 'nav-settings');
    expect(links.at(-1)).toHaveAttribute('data-testid', 'nav-admin');
    expect(links.at(-1)).toHaveAttribute('href', '/admin/dashboard');
    expect(links.at(-1)).toHaveTextContent('Admin');
  });

  it('opens the mobile drawer from the burger and closes it on navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await screen.findByTestId('sidebar');
    expect(screen.queryByTestId('mobile-drawer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByTestId('mobile-drawer');
    await user.click(within(drawer).getByTestId('nav-expenses'));

    expect(router.state.location.pathname).toBe('/expenses');
    await waitFor(() => expect(screen.queryByTestId('mobile-drawer')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('sidebar')).getByTestId('nav-expenses')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
