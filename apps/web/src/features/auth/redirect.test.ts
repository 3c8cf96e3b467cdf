import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_USER } from '../../test/api-stub';
import { destinationAfterLogin, loginUrlFor, safeRedirect } from './redirect';

describe('safeRedirect (no open redirect)', () => {
  it.each(['/accounts', '/accounts?tab=closed', '/trading/trading#open', '/RealEstate'])(
    'keeps the same-site path %s',
    (path) => expect(safeRedirect(path)).toBe(path),
  );

  it.each([
    null,
    '',
    'accounts',
    '//evil.example',
    '//evil.example/accounts',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /accounts',
    '/login',
    '/register?x=1',
  ])('refuses %j', (value) => expect(safeRedirect(value)).toBeNull());
});

describe('destinationAfterLogin', () => {
  it('follows a safe redirect for anyone', () => {
    expect(destinationAfterLogin(TEST_USER, '/accounts')).toBe('/accounts');
    expect(destinationAfterLogin(TEST_ADMIN, '/loans')).toBe('/loans');
  });

  it('else /admin/dashboard for ADMIN, /dashboard for others', () => {
    expect(destinationAfterLogin(TEST_ADMIN, null)).toBe('/admin/dashboard');
    expect(destinationAfterLogin(TEST_USER, '//evil.example')).toBe('/dashboard');
  });

  it('builds the login URL with the encoded way back', () => {
    expect(loginUrlFor('/accounts?tab=a&b=c')).toBe(
      '/login?redirect=%2Faccounts%3Ftab%3Da%26b%3Dc',
    );
  });
});
