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

  it('lists the nightly backups newest first, with size, date and status', async () => {
    stub({
      'GET /api/admin/backups': () =>
        jsonResponse(200, [
          {
            name: 'wealthlog-2026-03-01.zip',
            createdAt: '2026-03-01T02:00:00.000Z',
            size: 1_536_000,
            status: 'complete',
          },
          {
            name: 'wealthlog-2026-03-02.zip.partial',
            createdAt: '2026-03-02T02:00:00.000Z',
            size: 512,
            status: 'partial',
          },
        ]),
    });
    renderApp('/admin/dashboard');
    const panel = await screen.findByTestId('backups-panel');
    const rows = await within(panel).findAllByTestId('backup-row');
    expect(rows[0]).toHaveTextContent('wealthlog-2026-03-02.zip.partial');
    expect(rows[0]).toHaveTextContent('512 byte');
    expect(within(rows[0]!).getByTestId('backup-status')).toHaveTextContent('Partial');
    // 1,536,000 bytes = 1.536 MB → "1.5 MB"
    expect(rows[1]).toHaveTextContent('1.5 MB');
    expect(rows[1]).toHaveTextContent(/Mar 1, 2026/);
    expect(within(rows[1]!).getByTestId('backup-status')).toHaveTextContent('Complete');
  });

  it('says when there is no server backup yet', async () => {
    stub({ 'GET /api/admin/backups': () => jsonResponse(200, []) });
    renderApp('/admin/dashboard');
    expect(await screen.findByText('No server backup yet.')).toBeInTheDocument();
  });

  it('deletes a user after their username and the admin’s own password', async () => {
    const user = userEvent.setup();
    let gone = false;
    const fetchMock = stub({
      'DELETE /api/admin/users/7': () => {
        gone = true;
        return new Response(null, { status: 204 });
      },
      'GET /api/admin/users': () => {
        const items = gone ? [row(TEST_ADMIN)] : [row(TEST_ADMIN), row(TEST_USER)];
        return jsonResponse(200, { items, total: items.length, page: 1, pageSize: 20 });
      },
    });
    renderApp('/admin/dashboard');
    await screen.findByTestId('user-row-ada');
    await user.click(screen.getByTestId('user-actions-ada'));
    await user.click(await screen.findByTestId('delete-user'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ada Lovelace (ada)');
    await user.type(within(dialog).getByLabelText(/To confirm, type/), 'ada');
    await user.type(within(dialog).getByLabelText(/Your own password/), 'Adm1n!Pass#2026');
    await user.click(within(dialog).getByTestId('delete-user-dialog-submit'));
    await waitFor(() => expect(screen.queryByTestId('user-row-ada')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'DELETE /api/admin/users/7');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      password: 'Adm1n!Pass#2026',
      confirm: 'ada',
    });
    expect(await screen.findByText('User ada deleted.')).toBeInTheDocument();
  });

  it('offers no Delete user on the admin’s own row (they leave from Your data)', async () => {
    const user = userEvent.setup();
    stub();
    renderApp('/admin/dashboard');
    await screen.findByTestId('user-row-grace');
    await user.click(screen.getByTestId('user-actions-grace'));
    expect(await screen.findByTestId('deactivate-user')).toBeInTheDocument();
    expect(screen.queryByTestId('delete-user')).not.toBeInTheDocument();
  });

  it('keeps the dialog open on a wrong admin password', async () => {
    const user = userEvent.setup();
    stub({ 'DELETE /api/admin/users/7': () => envelope(401, 'AUTH_001', 'Invalid credentials') });
    renderApp('/admin/dashboard');
    await screen.findByTestId('user-row-ada');
    await user.click(screen.getByTestId('user-actions-ada'));
    await user.click(await screen.findByTestId('delete-user'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/To confirm, type/), 'ada');
    await user.type(within(dialog).getByLabelText(/Your own password/), 'nope');
    await user.click(within(dialog).getByTestId('delete-user-dialog-submit'));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByTestId('user-row-ada')).toBeInTheDocument();
  });
});
