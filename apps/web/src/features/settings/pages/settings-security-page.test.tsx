import type { SessionInfo } from '@wealthlog/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_USER, callsTo, jsonResponse, signInAs } from '../../../test/api-stub';
import { renderApp } from '../../../test/render';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

function session(id: string, current: boolean, userAgent: string | null): SessionInfo {
  return {
    id,
    userAgent,
    ip: current ? '127.0.0.1' : '203.0.113.9',
    createdAt: '2026-03-01T08:00:00.000Z',
    lastUsedAt: '2026-03-02T09:30:00.000Z',
    current,
  };
}

function stubSessions() {
  let sessions = [
    session('s-phone', false, SAFARI_IPHONE),
    session('s-here', true, CHROME_LINUX),
    session('s-old', false, null),
  ];
  const fetchMock = signInAs(TEST_USER, {
    'GET /api/auth/sessions': () => jsonResponse(200, sessions),
    'GET /api/auth/tokens': () => jsonResponse(200, []),
    'DELETE /api/auth/sessions/s-phone': () => {
      sessions = sessions.filter((s) => s.id !== 's-phone');
      return new Response(null, { status: 204 });
    },
    'POST /api/auth/sessions/revoke-others': () => {
      const revoked = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return jsonResponse(200, { revoked });
    },
  });
  return fetchMock;
}

describe('security page: sessions', () => {
  it('lists devices with this one first and marked, IP and last use', async () => {
    stubSessions();
    renderApp('/settings/security');
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Chrome on Linux');
    expect(within(rows[0]!).getByTestId('this-device')).toHaveTextContent('This device');
    expect(within(rows[0]!).queryByTestId('revoke-session')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Safari on iOS');
    expect(rows[1]).toHaveTextContent('203.0.113.9');
    expect(rows[1]).toHaveTextContent(/2026/);
    expect(rows[2]).toHaveTextContent('Unknown device');
  });

  it('signs one device out with DELETE /api/auth/sessions/{id}', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSessions();
    renderApp('/settings/security');
    const rows = await screen.findAllByTestId('session-row');
    await user.click(within(rows[1]!).getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
    expect(callsTo(fetchMock, 'DELETE /api/auth/sessions/s-phone')).toHaveLength(1);
  });

  it('signs every other device out, then the button rests', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSessions();
    renderApp('/settings/security');
    await screen.findAllByTestId('session-row');
    await user.click(screen.getByTestId('revoke-other-sessions'));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/auth/sessions/revoke-others')).toHaveLength(1);
    expect(screen.getByTestId('revoke-other-sessions')).toBeDisabled();
  });
});

describe('security page: change password', () => {
  it('refuses a weak or unchanged password locally, then logs out after a change', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAs(TEST_USER, {
      'GET /api/auth/sessions': () => jsonResponse(200, []),
      'POST /api/auth/change-password': () =>
        jsonResponse(200, { message: 'Your password has been changed.' }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp('/settings/security');
    const form = await screen.findByTestId('change-password-form');
    await user.type(within(form).getByLabelText(/^Current password/), 'Old!Pass#2026x');
    await user.type(within(form).getByLabelText(/^New password/), 'weak');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'weak');
    await user.click(within(form).getByTestId('change-password-submit'));
    expect(within(form).getByText('New password is not strong enough')).toBeInTheDocument();

    const strong = 'N3w!Secure#Pass2026';
    await user.clear(within(form).getByLabelText(/^New password/));
    await user.type(within(form).getByLabelText(/^New password/), strong);
    await user.clear(within(form).getByLabelText(/^Confirm new password/));
    await user.type(within(form).getByLabelText(/^Confirm new password/), strong);
    expect(within(form).getByTestId('password-score')).toHaveTextContent('strong');
    await user.click(within(form).getByTestId('change-password-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo(fetchMock, 'POST /api/auth/change-password')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
  });
});
