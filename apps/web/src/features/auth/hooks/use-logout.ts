import { useCallback } from 'react';
import { useSession } from '../../../lib/session';

/** POST /api/auth/logout, clear the session, go to /login. */
export function useLogout(): () => void {
  const { logout } = useSession();
  return useCallback(() => void logout(), [logout]);
}
