import type { User } from '@wealthlog/core';

/**
 * Stub: the auth issue returns the user of the session (GET /api/auth/me). Until then there is
 * no user and the sidebar footer shows nothing for it.
 */
export function useCurrentUser(): User | null {
  return null;
}
