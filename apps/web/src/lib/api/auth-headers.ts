import { getAccessToken, getCsrfToken } from '../token';

/**
 * Every request carries the bearer token when one exists and X-CSRF-Token when set.
 * Read on every call (not captured once) so a re-sent request after a refresh uses the new token.
 */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const csrf = getCsrfToken();
  if (csrf) headers['X-CSRF-Token'] = csrf;
  return headers;
}
