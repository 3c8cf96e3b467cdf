import type { AuthSession } from '@wealthlog/core';
import { singleFlight } from '../single-flight';
import { setAccessToken, setCsrfToken } from '../token';
import { sendRequest } from './http';

/**
 * POST /api/auth/refresh: the refresh cookie goes by itself (credentials), the CSRF header comes
 * from the auth-header provider. Raw request, never the pipeline (a 401 here must not trigger
 * another refresh). Single-flight and shared by the pipeline and the session's start-up check, so
 * two refreshes never race for the rotated cookie (only one runs at a time).
 */
export const refreshSession = singleFlight(async (): Promise<AuthSession> => {
  const session = await sendRequest<AuthSession>('POST', '/auth/refresh');
  setAccessToken(session.accessToken);
  setCsrfToken(session.csrfToken);
  return session;
});
