import type { User } from '@wealthlog/core';
import { useSession } from '../../../lib/session';

/** The signed-in user (from login or GET /api/auth/me), or null. */
export function useCurrentUser(): User | null {
  return useSession().user;
}
