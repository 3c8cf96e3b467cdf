import { AppError, type User } from '@wealthlog/core';
import { refreshSession } from '../../../lib/api/refresh';
import { clearTokens, getAccessToken, isExpired, isWellFormedJwt } from '../../../lib/token';
import { fetchCurrentUser } from '../api/current-user';

/**
 * On load: the stored token must have 3 dot-separated parts; if its expiry has passed a
 * refresh is tried first; then the current user is fetched. Resolves to the user, or null when
 * nobody is signed in. `onUserError` hears a failure that is not "signed out" (offline, 5xx).
 */
export async function restoreSession(onUserError?: (error: unknown) => void): Promise<User | null> {
  const token = getAccessToken();
  if (token === null) return null;
  if (!isWellFormedJwt(token)) {
    // Garbage in storage is not a session: drop it so it is not sent as a bearer token.
    clearTokens();
    return null;
  }
  if (isExpired(token)) {
    try {
      await refreshSession();
    } catch {
      clearTokens();
      return null;
    }
  }
  try {
    return await fetchCurrentUser();
  } catch (error) {
    if (error instanceof AppError && error.status === 401) clearTokens();
    else onUserError?.(error);
    return null;
  }
}
