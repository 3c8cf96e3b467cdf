import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAccessToken, getCsrfToken } from '../../../lib/token';
import {
  TEST_ADMIN,
  TEST_USER,
  callsTo,
  envelope,
  fakeJwt,
  jsonResponse,
  stubApi,
} from '../../../test/api-stub';
import { renderApp } from '../../../test/render';

async function submit(
  user: ReturnType<typeof userEvent.setup>,
  username: string,
  password: string,
) {
  await user.clear(screen.getByLabelText(/Username or e-mail/));
  await user.type(screen.getByLabelText(/Username or e-mail/), username);
  await user.clear(screen.getByLabelText(/^Password/));
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByTestId('login-submit'));
}

describe('LoginPage', () => {
  it("refuses the 6th attempt within 60 s with 'Too many login attempts. Please wait.' without sending it", async () => {
    const fetchMock = stubApi({
      'POST /api/auth/login': () => envelope(401, 'AUTH_001', 'Invalid credentials'),
    });
    const user = userEvent.setup();
    renderApp('/login');
    for (let i = 1; i <= 5; i += 1) {
      await submit(user, 'ada', 'wrong');
      await waitFor(() => expect(callsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(i));
    }
    expect(screen.queryByText('Too many login attempts. Please wait.')).not.toBeInTheDocument();
    await submit(user, 'ada', 'wrong');
    expect(await screen.findByText('Too many login attempts. Please wait.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(5);
  });

  it('sends the username HTML-sanitised, stores the tokens and follows a safe redirect', async () => {
    const token = fakeJwt();
    const fetchMock = stubApi({
      'POST /api/auth/login': () =>
        jsonResponse(200, { accessToken: token, csrfToken: 'csrf-9', user: TEST_USER }),
      'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login?redirect=%2Faccounts%3Ftab%3D1');
    await submit(user, '<b>ada</b>"', 'Secret#2026x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
    expect(router.state.location.search).toBe('?tab=1');
    const [call] = callsTo(fetchMock, 'POST /api/auth/login');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      username: 'ada&quot;',
      password: 'Secret#2026x',
    });
    expect(getAccessToken()).toBe(token);
    expect(getCsrfToken()).toBe('csrf-9');
    expect(await screen.findByTestId('sidebar-user')).toHaveTextContent('Ada Lovelace');
  });

  it.each([
    [TEST_ADMIN, '//evil.example', '/admin/dashboard'],
    [TEST_USER, 'https://evil.example', '/dashboard'],
  ])('without a safe redirect goes by role', async (who, redirect, expected) => {
    stubApi({
      'POST /api/auth/login': () =>
        jsonResponse(200, { accessToken: fakeJwt(), csrfToken: 'c', user: who }),
      'GET /api/auth/me': () => jsonResponse(200, { user: who }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/login?redirect=${encodeURIComponent(redirect)}`);
    await submit(user, who.username, 'Secret#2026x');
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  });

  it('asks for both fields before sending anything', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Username and password are required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(0);
  });

  it('says the account was created after registration', () => {
    renderApp('/login?registered=true');
    expect(screen.getByTestId('registered-notice')).toHaveTextContent(
      'Your account has been created',
    );
  });

  it('shows "Sign in with Google" only when the server has it configured', async () => {
    stubApi({ 'GET /api/auth/providers': () => jsonResponse(200, { google: true }) });
    const first = renderApp('/login');
    const button = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(button).toHaveAttribute('href', '/api/auth/google');
    first.unmount();

    stubApi({ 'GET /api/auth/providers': () => jsonResponse(200, { google: false }) });
    renderApp('/login');
    await screen.findByTestId('page-login');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });
});
