import { isAdmin, type User } from '@wealthlog/core';
import { PATHS, isPublicPath } from '../../lib/paths';

const PROBE_ORIGIN = 'https://wealthlog.invalid';

/**
 * The `redirect` parameter of /login, if it is safe to follow: a same-site path starting with
 * one '/'. Anything that could leave the site ('//evil', '/\evil', 'https://…', 'javascript:…',
 * control characters that browsers strip) is refused, so /login cannot be used as an open
 * redirect. Public pages are refused too (after login, /login or /register would be a loop).
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw === '') return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers treat '\' as '/' and drop tabs/newlines inside URLs: '/\evil.com' is '//evil.com'.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (isPublicPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** After login, the redirect if safe, else /admin/dashboard for ADMIN, else /dashboard. */
export function destinationAfterLogin(user: Pick<User, 'roles'>, redirect?: string | null): string {
  return safeRedirect(redirect) ?? (isAdmin(user) ? PATHS.adminDashboard : PATHS.dashboard);
}

/** The /login URL that brings the user back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return `${PATHS.login}?redirect=${encodeURIComponent(path)}`;
}
