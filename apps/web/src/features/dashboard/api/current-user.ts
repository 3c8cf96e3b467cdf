import { useQuery } from '@tanstack/react-query';
import type { UserResponse } from '@wealthlog/core';
import { api } from '../../../lib/api/client';

/**
 * GET /api/auth/me for the greeting. The API client caches it 5 minutes (SPEC §7) and the session
 * has just fetched it, so this costs no request; it keeps the dashboard off the auth feature.
 */
export function fetchGreetingUser(signal?: AbortSignal) {
  return api.get<UserResponse>('/auth/me', signal ? { signal } : {}).then((r) => r.user);
}

export function useGreetingUser() {
  return useQuery({
    queryKey: ['dashboard', 'greeting-user'],
    queryFn: ({ signal }) => fetchGreetingUser(signal),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
