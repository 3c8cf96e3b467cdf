import { INACTIVITY_CHECK_INTERVAL_MS, SESSION_LIFETIME_MS } from '@wealthlog/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, setAccessToken, setCsrfToken } from '../../../lib/token';
import {
  TEST_USER,
  callsTo,
  fakeJwt,
  jsonResponse,
  signInAs,
  stubApi,
  type Handler,
} from '../../../test/api-stub';
import { renderApp } from '../../../test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const me: Handler = () => jsonResponse(200, { user: TEST_USER });

describe('SessionProvider', () => {
  it('a stored token without 3 dot-separated parts is no session: no /me, token dropped, /login', async () => {
    localStorage.setItem('accessToken', 'not-a-jwt');
    const fetchMock = stubApi({ 'GET /api/auth/me': me });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
    expect(callsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(0);
    expect(getAccessToken()).toBeNull();
  });

  it('shows the loading spinner until /me answers, then the page', async () => {
    setAccessToken(fakeJwt());
    let answer!: (r: Response) => void;
    stubApi({ 'GET /api/auth/me': () => new Promise<Response>((r) => (answer = r)) });
    renderApp('/dashboard');
    expect(await screen.findByText('Loading WealthLog...')).toBeInTheDocument();
    expect(screen.queryByTestId('page-dashboard')).not.toBeInTheDocument();
    await act(async () => answer(jsonResponse(200, { user: TEST_USER })));
    expect(await screen.findByTestId('page-dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Loading WealthLog...')).not.toBeInTheDocument();
  });

  it('an expired token is refreshed first, then /me is fetched with the new one', async () => {
    setAccessToken(fakeJwt(-60_000));
    setCsrfToken('csrf-1');
    const fresh = fakeJwt();
    const fetchMock = stubApi({
      'POST /api/auth/refresh': () =>
        jsonResponse(200, { accessToken: fresh, csrfToken: 'csrf-2', user: TEST_USER }),
      'GET /api/auth/me': ({ init }) =>
        (init.headers as Record<string, string>).Authorization === `Bearer ${fresh}`
          ? jsonResponse(200, { user: TEST_USER })
          : jsonResponse(401, { code: 'TOKEN_EXPIRED', message: 'Token expired', requestId: 'x' }),
    });
    renderApp('/dashboard');
    const footer = await screen.findByTestId('sidebar-user');
    expect(footer).toHaveTextContent('Ada Lovelace');
    // Only the session's own calls: the dashboard page fetches its figures once it renders.
    const order = fetchMock.mock.calls
      .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
      .filter((call) => call.includes('/api/auth/'));
    expect(order).toEqual(['POST /api/auth/refresh', 'GET /api/auth/me']);
    expect(getAccessToken()).toBe(fresh);
  });

  it('an expired token whose refresh fails → unauthenticated, /login, without /me', async () => {
    setAccessToken(fakeJwt(-60_000));
    const fetchMock = stubApi({
      'POST /api/auth/refresh': () =>
        jsonResponse(401, { code: 'NO_TOKEN', message: 'No token provided', requestId: 'x' }),
      'GET /api/auth/me': me,
    });
    const { router } = renderApp('/loans');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(0);
    expect(getAccessToken()).toBeNull();
  });

  it('30 minutes after the session started: alert, logout, /login (activity does not help)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchMock = signInAs(TEST_USER, {
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp('/dashboard');
    await screen.findByTestId('page-dashboard');

    // Busy all along: a key press every 5 minutes keeps the inactivity check happy.
    for (let minute = 5; minute < 30; minute += 5) {
      await act(async () => vi.advanceTimersByTime(5 * 60_000));
      fireEvent.keyDown(window, { key: 'a' });
    }
    expect(alert).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(SESSION_LIFETIME_MS - 25 * 60_000));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Your session has expired. Please login again.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });

  it('15 minutes without mousedown/keydown/scroll/touchstart: the 15-minute check ends it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    signInAs();
    const { router } = renderApp('/accounts');
    await screen.findByTestId('page-accounts');
    await act(async () => vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS - 1000));
    expect(alert).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(alert).toHaveBeenCalledWith('Your session has expired. Please login again.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('Logout in the sidebar posts /api/auth/logout, clears the tokens and goes to /login', async () => {
    setCsrfToken('csrf-1');
    const fetchMock = signInAs(TEST_USER, {
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp('/dashboard');
    const sidebar = await screen.findByTestId('sidebar');
    fireEvent.click(within(sidebar).getByTestId('logout-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    const [call] = callsTo(fetchMock, 'POST /api/auth/logout');
    expect((call?.[1]?.headers as Record<string, string>)['X-CSRF-Token']).toBe('csrf-1');
    expect(getAccessToken()).toBeNull();
    expect(sessionStorage.getItem('csrfToken')).toBeNull();
  });
});
