import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAccessToken } from '../../lib/token';
import { TEST_USER, callsTo, envelope, fakeJwt, jsonResponse, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render';

const challenge = {
  twoFactorRequired: true,
  challengeToken: 'ch-1',
  methods: ['totp', 'recovery'],
};

async function password(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Username or e-mail/), 'ada');
  await user.type(screen.getByLabelText(/^Password/), 'Secret#2026x');
  await user.click(screen.getByTestId('login-submit'));
}

describe('the second step of a sign-in', () => {
  it('asks for the code after the password; a wrong one is said, the right one signs in', async () => {
    const token = fakeJwt();
    let tries = 0;
    const fetchMock = stubApi({
      'POST /api/auth/login': () => jsonResponse(200, challenge),
      'POST /api/auth/2fa/verify': () =>
        (tries += 1) === 1
          ? envelope(401, 'AUTH_001', 'Invalid credentials')
          : jsonResponse(200, { accessToken: token, csrfToken: 'c', user: TEST_USER }),
      'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await password(user);
    const code = await screen.findByLabelText(/6-digit code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(getAccessToken()).toBeNull();
    await user.type(code, '123456');
    await user.click(screen.getByTestId('second-step-submit'));
    expect(await screen.findByTestId('second-step-error')).toHaveTextContent(
      'That code is not correct',
    );
    await user.type(screen.getByLabelText(/6-digit code/), '654 321');
    await user.click(screen.getByTestId('second-step-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getAccessToken()).toBe(token);
    const bodies = callsTo(fetchMock, 'POST /api/auth/2fa/verify').map((c) =>
      JSON.parse(String(c[1]?.body)),
    );
    expect(bodies).toEqual([
      { challengeToken: 'ch-1', code: '123456' },
      { challengeToken: 'ch-1', code: '654321' },
    ]);
  });

  it('takes a recovery code instead, and an ended challenge leads back to the password', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/login': () => jsonResponse(200, challenge),
      'POST /api/auth/2fa/verify': () => envelope(401, 'AUTH_003', 'Token invalid'),
    });
    const user = userEvent.setup();
    renderApp('/login');
    await password(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText(/Recovery code/), 'abcde-fghjk');
    await user.click(screen.getByTestId('second-step-submit'));
    expect(await screen.findByTestId('second-step-error')).toHaveTextContent('expired');
    const [call] = callsTo(fetchMock, 'POST /api/auth/2fa/verify');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      challengeToken: 'ch-1',
      recoveryCode: 'abcde-fghjk',
    });
    await user.click(screen.getByTestId('second-step-restart'));
    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
  });
});
