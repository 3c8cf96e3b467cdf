import type { MeResponse, User } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { getCsrfToken, setCsrfToken } from '../../../lib/token';

/**
 * GET /api/auth/me (cached 5 minutes by the API client, lib/cache.ts). A tab opened after sign-in
 * has the access token (localStorage) but no CSRF token (sessionStorage is per tab): it takes the
 * session's token from this answer, so its first change or refresh is not refused.
 */
export async function fetchCurrentUser(): Promise<User> {
  const { user, csrfToken } = await api.get<MeResponse>('/auth/me');
  if (csrfToken && !getCsrfToken()) setCsrfToken(csrfToken);
  return user;
}
