import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  TEST_USER,
  callsTo,
  envelope,
  fakeJwt,
  jsonResponse,
  stubApi,
} from '../../../test/api-stub';
import { renderApp } from '../../../test/render';

async function fill(user: ReturnType<typeof userEvent.setup>, confirm = 'Str0ng!Pass#2026') {
  // The register page is a lazy chunk: wait for it.
  await user.type(await screen.findByLabelText(/^Username/), 'ada_l');
  await user.type(screen.getByLabelText(/^E-mail/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^First name/), 'Ada');
  await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Password/), 'Str0ng!Pass#2026');
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
}

describe('RegisterPage', () => {
  it("checks the confirmation locally: 'Passwords do not match'", async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/register');
    await fill(user, 'something else');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/register')).toHaveLength(0);
  });

  it("shows the server's VAL_001 errors under their fields", async () => {
    stubApi({
      'POST /api/auth/register': () =>
        envelope(400, 'VAL_001', 'Validation failed', {
          username: ['Username is already taken'],
          email: ['Email is already registered'],
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/register');
    await fill(user);
    await user.click(screen.getByTestId('register-submit'));
    const username = screen.getByLabelText(/^Username/);
    await waitFor(() => expect(username).toHaveAccessibleDescription(/Username is already taken/));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      /Email is already registered/,
    );
  });

  it('on success signs the new user in with the same credentials and opens /dashboard', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/register': () => jsonResponse(201, { user: TEST_USER, message: 'ok' }),
      'POST /api/auth/login': () =>
        jsonResponse(200, { accessToken: fakeJwt(), csrfToken: 'c', user: TEST_USER }),
      'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/register');
    await fill(user);
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [login] = callsTo(fetchMock, 'POST /api/auth/login');
    expect(JSON.parse(String(login?.[1]?.body))).toMatchObject({
      username: 'ada_l',
      password: 'Str0ng!Pass#2026',
    });
  });

  it('goes to /login?registered=true when the sign-in is refused (e-mail to verify)', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/register': () => jsonResponse(201, { user: TEST_USER, message: 'ok' }),
      'POST /api/auth/login': () => envelope(401, 'AUTH_005', 'E-mail not verified'),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/register');
    await fill(user);
    expect(screen.getByTestId('password-score')).toHaveTextContent('/10');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?registered=true');
    const [call] = callsTo(fetchMock, 'POST /api/auth/register');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      username: 'ada_l',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      password: 'Str0ng!Pass#2026',
      confirmPassword: 'Str0ng!Pass#2026',
    });
  });

  it("refuses the 6th registration within 60 s: 'Too many registration attempts. Please wait.'", async () => {
    const fetchMock = stubApi({
      'POST /api/auth/register': () => envelope(409, 'BUS_002', 'Duplicate entry'),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/register');
    await fill(user);
    for (let i = 1; i <= 5; i += 1) {
      await user.click(screen.getByTestId('register-submit'));
      await waitFor(() => expect(callsTo(fetchMock, 'POST /api/auth/register')).toHaveLength(i));
    }
    await user.click(screen.getByTestId('register-submit'));
    expect(
      await screen.findByText('Too many registration attempts. Please wait.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/register')).toHaveLength(5);
  });
});
