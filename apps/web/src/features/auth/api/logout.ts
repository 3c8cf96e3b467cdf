import { api } from '../../../lib/api/client';

/** POST /api/auth/logout: revokes the session and clears the refresh cookie (204). */
export function logoutRequest(): Promise<void> {
  return api.post<void>('/auth/logout');
}
