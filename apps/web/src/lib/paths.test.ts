import { describe, expect, it } from 'vitest';
import { isPublicPath } from './paths';

describe('isPublicPath', () => {
  it.each([
    '/',
    '/login',
    '/login/',
    '/register',
    '/forgot-password',
    '/reset-password/abc',
    '/verify-email',
    '/auth/callback',
  ])('%s is public', (path) => expect(isPublicPath(path)).toBe(true));

  it.each(['/dashboard', '/RealEstate', '/admin/dashboard', '/loginx', '/authors', '/x/login'])(
    '%s is protected',
    (path) => expect(isPublicPath(path)).toBe(false),
  );
});
