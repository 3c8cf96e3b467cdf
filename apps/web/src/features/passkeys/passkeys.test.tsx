import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '../../lib/token';
import {
  TEST_USER,
  callsTo,
  envelope,
  fakeJwt,
  jsonResponse,
  signInAs,
  stubApi,
} from '../../test/api-stub';
import { renderApp } from '../../test/render';
import { ceremonyFailure } from './webauthn';

// The browser's WebAuthn prompt, as the library hands its answer back.
const browser = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => browser);

const ASSERTION = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
};
const PASSKEY = {
  id: 'a5f0c1d2-0000-4000-8000-000000000001',
  name: 'Laptop',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  backedUp: false,
  deviceType: 'singleDevice',
};

beforeEach(() => {
  // jsdom has no WebAuthn: the app only needs to see that the browser could have it.
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  browser.startAuthentication.mockReset();
  browser.startRegistration.mockReset();
});

describe('ceremonyFailure', () => {
  it("names the browser's refusals; anything else is the server's", () => {
    expect(ceremonyFailure(Object.assign(new Error('x'), { name: 'NotAllowedError' }))).toBe(
      'cancelled',
    );
    expect(ceremonyFailure(Object.assign(new Error('x'), { name: 'InvalidStateError' }))).toBe(
      'alreadyRegistered',
    );
    expect(ceremonyFailure(new Error('x'))).toBeNull();
    expect(ceremonyFailure(null)).toBeNull();
  });
});

describe('Sign in with a passkey', () => {
  it('signs in without a username: options, the prompt, then the session', async () => {
    const token = fakeJwt();
    const fetchMock = stubApi({
      'POST /api/auth/passkeys/login/options': () =>
        jsonResponse(200, { challengeId: 'ch-1', options: { challenge: 'abc' } }),
      'POST /api/auth/passkeys/login': () =>
        jsonResponse(200, { accessToken: token, csrfToken: 'c', user: TEST_USER }),
      'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
    });
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await user.click(await screen.findByTestId('passkey-sign-in'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
    const [call] = callsTo(fetchMock, 'POST /api/auth/passkeys/login');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      challengeId: 'ch-1',
      response: ASSERTION,
    });
    expect(getAccessToken()).toBe(token);
  });

  it('a closed prompt says so and stays on the sign-in page', async () => {
    stubApi({
      'POST /api/auth/passkeys/login/options': () =>
        jsonResponse(200, { challengeId: 'ch-1', options: { challenge: 'abc' } }),
    });
    browser.startAuthentication.mockRejectedValue(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByTestId('passkey-sign-in'));
    expect(await screen.findByTestId('passkey-sign-in-error')).toHaveTextContent(
      'The passkey prompt was closed',
    );
  });

  it('is not offered by a browser without WebAuthn', async () => {
    vi.unstubAllGlobals();
    stubApi();
    renderApp('/login');
    await screen.findByTestId('login-submit');
    expect(screen.queryByTestId('passkey-sign-in')).not.toBeInTheDocument();
  });
});

describe('A passkey as the second step', () => {
  const challenge = {
    twoFactorRequired: true,
    challengeToken: 'tok-1',
    methods: ['totp', 'recovery', 'passkey'],
  };
  async function password(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText(/Username or e-mail/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#2026x');
    await user.click(screen.getByTestId('login-submit'));
  }

  it("answers the login's challenge with the user's passkey and signs in", async () => {
    const token = fakeJwt();
    const fetchMock = stubApi({
      'POST /api/auth/login': () => jsonResponse(200, challenge),
      'POST /api/auth/passkeys/login/options': () =>
        jsonResponse(200, { options: { challenge: 'xyz', allowCredentials: [{ id: 'cred' }] } }),
      'POST /api/auth/passkeys/login': () =>
        jsonResponse(200, { accessToken: token, csrfToken: 'c', user: TEST_USER }),
      'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
    });
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await password(user);
    await user.click(await screen.findByTestId('second-step-passkey'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const bodies = (key: string) =>
      callsTo(fetchMock, key).map((c) => JSON.parse(String(c[1]?.body)));
    expect(bodies('POST /api/auth/passkeys/login/options')).toEqual([{ challengeToken: 'tok-1' }]);
    expect(bodies('POST /api/auth/passkeys/login')).toEqual([
      { challengeToken: 'tok-1', response: ASSERTION },
    ]);
    expect(getAccessToken()).toBe(token);
  });

  it('says a refused passkey in its own words; an ended challenge leads back to the password', async () => {
    let tries = 0;
    stubApi({
      'POST /api/auth/login': () => jsonResponse(200, challenge),
      'POST /api/auth/passkeys/login/options': () =>
        jsonResponse(200, { options: { challenge: 'xyz' } }),
      'POST /api/auth/passkeys/login': () =>
        (tries += 1) === 1
          ? envelope(401, 'AUTH_001', 'Invalid credentials')
          : envelope(401, 'AUTH_003', 'Token invalid'),
    });
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    const user = userEvent.setup();
    renderApp('/login');
    await password(user);
    await user.click(await screen.findByTestId('second-step-passkey'));
    expect(await screen.findByTestId('second-step-passkey-error')).toHaveTextContent(
      'That passkey was not accepted',
    );
    await user.click(screen.getByTestId('second-step-passkey'));
    expect(await screen.findByTestId('second-step-restart')).toBeInTheDocument();
    expect(screen.getByTestId('second-step-error')).toHaveTextContent(/expired/i);
    expect(screen.queryByTestId('second-step-passkey')).not.toBeInTheDocument();
  });

  it('is not offered when the login answer does not list a passkey', async () => {
    stubApi({
      'POST /api/auth/login': () =>
        jsonResponse(200, { ...challenge, methods: ['totp', 'recovery'] }),
    });
    const user = userEvent.setup();
    renderApp('/login');
    await password(user);
    await screen.findByTestId('second-step-code');
    expect(screen.queryByTestId('second-step-passkey')).not.toBeInTheDocument();
  });
});

describe('Settings → Security → Passkeys', () => {
  it('adds a named passkey through the prompt', async () => {
    const list: object[] = [];
    const fetchMock = signInAs(TEST_USER, {
      'GET /api/auth/passkeys': () => jsonResponse(200, list),
      'POST /api/auth/passkeys/register/options': () => jsonResponse(200, { challenge: 'reg' }),
      'POST /api/auth/passkeys/register': () => {
        list.push(PASSKEY);
        return jsonResponse(201, { id: PASSKEY.id, name: 'Laptop', createdAt: PASSKEY.createdAt });
      },
    });
    browser.startRegistration.mockResolvedValue({ id: 'new', response: {} });
    const user = userEvent.setup();
    renderApp('/settings/security');
    expect(await screen.findByTestId('passkeys-empty')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Passkey name/), 'Laptop');
    await user.click(screen.getByTestId('passkey-add'));
    const row = await screen.findByTestId('passkey-row');
    expect(within(row).getByTestId('passkey-name-text')).toHaveTextContent('Laptop');
    expect(within(row).getByTestId('passkey-last-used')).toHaveTextContent('never');
    const [call] = callsTo(fetchMock, 'POST /api/auth/passkeys/register');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Laptop',
      response: { id: 'new', response: {} },
    });
  });

  it('explains the last way in when the server refuses the removal (409)', async () => {
    signInAs(TEST_USER, {
      'GET /api/auth/passkeys': () => jsonResponse(200, [PASSKEY]),
      'DELETE /api/auth/passkeys/a5f0c1d2-0000-4000-8000-000000000001': () =>
        envelope(409, 'BUS_004', 'This passkey is your only way to sign in'),
    });
    const user = userEvent.setup();
    renderApp('/settings/security');
    await user.click(await screen.findByTestId('passkey-remove'));
    await user.click(await screen.findByTestId('passkey-remove-confirm'));
    expect(await screen.findByTestId('passkey-remove-error')).toHaveTextContent(
      'This passkey is your only way to sign in. Set a password or add another passkey',
    );
  });

  it('tells a browser without WebAuthn that it cannot use passkeys', async () => {
    vi.unstubAllGlobals();
    signInAs(TEST_USER, {});
    renderApp('/settings/security');
    expect(await screen.findByTestId('passkeys-unsupported')).toHaveTextContent(
      'This browser cannot use passkeys',
    );
  });
});
