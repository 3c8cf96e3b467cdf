import { AppError, CLIENT_MESSAGES } from '@wealthlog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeError, showErrorToast, toastText } from './error-toasts';
import { i18n } from './i18n';
import { setNavigator } from './navigation';
import { onSessionEnded } from './session-events';
import { getAccessToken, setAccessToken } from './token';

const t = i18n.t.bind(i18n);
const text = (error: unknown, fallback?: Parameters<typeof describeError>[1]) =>
  toastText(describeError(error, fallback), t);

describe('describeError → toast text', () => {
  it.each([
    ['TOKEN_EXPIRED', 'Token expired'],
    ['NO_TOKEN', 'No token provided'],
    ['AUTH_003', 'Token invalid'],
  ] as const)('401 %s (after a failed refresh) → session expired', (code, message) => {
    expect(describeError(new AppError(code, message))).toEqual({ kind: 'session-expired' });
    expect(text(new AppError(code, message))).toBe(CLIENT_MESSAGES.sessionExpired);
  });

  it('403 AUTH_004 → not authorized', () => {
    expect(text(new AppError('AUTH_004'))).toBe(CLIENT_MESSAGES.notAuthorized);
  });

  it('429 → too many requests', () => {
    expect(text(new AppError('RATE_001', 'Too many requests'))).toBe(CLIENT_MESSAGES.rateLimit);
    expect(text(new AppError('SYS_003'))).toBe('Too many requests. Please slow down.');
  });

  it('offline NET_002 (or a bare fetch TypeError) → no internet connection', () => {
    expect(text(new AppError('NET_002'))).toBe(CLIENT_MESSAGES.offline);
    expect(text(new TypeError('Failed to fetch'))).toBe(CLIENT_MESSAGES.offline);
  });

  it("validation → 'Validation error: ' + the joined details", () => {
    const error = AppError.validation({
      username: ['Username is already taken'],
      password: ['Password is not strong enough', 'Add uppercase'],
    });
    expect(text(error)).toBe(
      'Validation error: Username is already taken, Password is not strong enough, Add uppercase',
    );
  });

  it('validation without details → please check your input', () => {
    expect(text(new AppError('VAL_001'))).toBe(CLIENT_MESSAGES.validationFallback);
    // A specific message with no field map is the detail (e.g. an upload type rule).
    expect(text(new AppError('VAL_003', 'File name contains invalid characters'))).toBe(
      'Validation error: File name contains invalid characters',
    );
  });

  it("otherwise the server's message", () => {
    expect(text(new AppError('AUTH_001', 'Invalid credentials'), 'messages.loginFailed')).toBe(
      'Invalid credentials',
    );
    expect(text(new AppError('BUS_001'))).toBe('Insufficient funds');
  });

  it('without a server text: the action fallback, else the generic text', () => {
    const unreadable = new AppError('NET_003', 'Server error occurred', { status: 502 });
    expect(text(unreadable)).toBe(CLIENT_MESSAGES.genericError);
    expect(text(unreadable, 'messages.loginFailed')).toBe('Login failed');
    expect(text(new Error('boom'), 'messages.registrationFailed')).toBe('Registration failed');
    for (const key of [
      'getUserFailed',
      'passwordResetRequestFailed',
      'passwordResetFailed',
      'emailVerificationFailed',
      'fileUploadFailed',
    ] as const) {
      expect(text(new Error('x'), `messages.${key}`)).toBe(CLIENT_MESSAGES[key]);
    }
  });

  it('speaks the user’s language, including known server texts', async () => {
    await i18n.changeLanguage('fr');
    try {
      expect(text(new AppError('AUTH_004'))).toBe(
        "Vous n'êtes pas autorisé à effectuer cette action.",
      );
      expect(text(new AppError('AUTH_001'))).toBe('Identifiants invalides');
      expect(text(AppError.validation({ username: ['Username is already taken'] }))).toBe(
        "Erreur de validation : Ce nom d'utilisateur est déjà pris",
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('showErrorToast', () => {
  const navigate = vi.fn();
  beforeEach(() => setNavigator({ navigate, pathname: () => '/accounts' }));
  afterEach(() => {
    setNavigator(null);
    navigate.mockReset();
  });

  it('a 401 with no refresh token clears the auth data and goes to /login', () => {
    setAccessToken('a.b.c');
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    expect(showErrorToast(new AppError('NO_TOKEN')).kind).toBe('session-expired');
    stop();
    expect(getAccessToken()).toBeNull();
    expect(ended).toHaveBeenCalledWith('unauthorized');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('does not sign anybody out for other errors', () => {
    setAccessToken('a.b.c');
    showErrorToast(new AppError('AUTH_004'));
    expect(getAccessToken()).toBe('a.b.c');
    expect(navigate).not.toHaveBeenCalled();
  });
});
