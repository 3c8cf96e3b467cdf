import type { AdminUser } from '@wealthlog/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  TEST_ADMIN,
  TEST_USER,
  callsTo,
  envelope,
  jsonResponse,
  signInAs,
} from '../../../test/api-stub';
import { renderApp } from '../../../test/render';

const row = (user: typeof TEST_USER, extra: Partial<AdminUser> = {}): AdminUser => ({
  ...user,
  active: true,
  lastLoginAt: '2026-03-02T09:30:00.000Z',
  ...extra,
});

const ROLES = [
  { id: 1, name: 'ADMIN', description: 'Administrators' },
  { id: 2, name: 'USER', description: null },
];

function stub(extra = {}) {
  let ada = row(TEST_USER);
  return signInAs(TEST_ADMIN, {
    'GET /api/admin/users': ({ url }) => {
      const q = url.searchParams.get('q') ?? '';
      const items = [row(TEST_ADMIN), ada].filter((u) => u.username.includes(q));
      return jsonResponse(200, { items, total: items.length, page: 1, pageSize: 20 });
    },
    'GET /api/admin/roles': () => jsonResponse(200, ROLES),
    'GET /api/admin/health': () =>
      jsonResponse(200, {
        healthy: false,
        timestamp: '2026-03-02T10:00:00.000Z',
        checks: {
          database: { healthy: true, lastCheck: '2026-03-02T10:00:00.000Z' },
          disk: { healthy: false, lastCheck: '2026-03-02T10:00:00.000Z', error: 'disk full' },
        },
      }),
    'POST /api/admin/users/7/addRole': () => {
      ada = { ...ada, roles: [...ada.roles, 'ADMIN'] };
      return jsonResponse(200, { user: ada });
    },
    ...extra,
  });
}

describe('admin dashboard', () => {
  it('lists users with roles as badges and shows every health check', async () => {
    stub();
    renderApp('/admin/dashboard');
    const adaRow = await screen.findByTestId('user-row-ada');
    expect(adaRow).toHaveTextContent('Ada Lovelace');
    expect(adaRow).toHaveTextContent('ada@example.com');
    expect(within(adaRow).getByTestId('user-roles')).toHaveTextContent('USER');
    const panel = await screen.findByTestId('health-panel');
    expect(await within(panel).findByTestId('health-check-database')).toHaveTextContent('Healthy');
    expect(within(panel).getByTestId('health-check-disk')).toHaveTextContent('Unhealthy');
    expect(within(panel).getByTestId('health-check-disk')).toHaveTextContent('disk full');
  });

  it('searches on the server after a pause in typing', async () => {
    const user = userEvent.setup();
    const fetchMock = stub();
    renderApp('/admin/dashboard');
    await screen.findByTestId('user-row-ada');
    await user.type(screen.getByTestId('users-search'), 'gra');
    await waitFor(() => expect(screen.queryByTestId('user-row-ada')).not.toBeInTheDocument());
    const queries = callsTo(fetchMock, 'GET /api/admin/users').map(([u]) =>
      new URL(String(u), 'http://x').searchParams.get('q'),
    );
    // Debounced: no request for 'g' or 'gr', one for 'gra'.
    expect(queries).toEqual([null, 'gra']);
  });

  it('adds a role with POST addRole { roleId }', async () => {
    const user = userEvent.setup();
    const fetchMock = stub();
    renderApp('/admin/dashboard');
    await screen.findByTestId('user-row-ada');
    await user.click(screen.getByTestId('user-actions-ada'));
    await user.click(await screen.findByTestId('add-role-ADMIN'));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('user-row-ada')).getByTestId('user-roles'),
      ).toHaveTextContent('ADMIN'),
    );
    const [call] = callsTo(fetchMock, 'POST /api/admin/users/7/addRole');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ roleId: 1 });
  });

  it("shows the server's refusal as a toast after a confirmed deactivation", async () => {
    const user = userEvent.setup();
    stub({
      'POST /api/admin/users/1/deactivate': () =>
        envelope(422, 'BUS_004', 'You cannot deactivate your own account'),
    });
    renderApp('/admin/dashboard');
    await screen.findByTestId('user-row-grace');
    await user.click(screen.getByTestId('user-actions-grace'));
    await user.click(await screen.findByTestId('deactivate-user'));
    await user.click(await screen.findByTestId('confirm-active'));
    expect(await screen.findByText('You cannot deactivate your own account')).toBeInTheDocument();
  });
});
