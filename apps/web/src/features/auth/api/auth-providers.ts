import { useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '@wealthlog/core';
import { api } from '../../../lib/api/client';

/** GET /api/auth/providers: which external sign-ins the server has configured. */
export function fetchAuthProviders(): Promise<AuthProviders> {
  return api.get<AuthProviders>('/auth/providers');
}

export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: fetchAuthProviders,
    staleTime: Infinity,
    // Without an answer the Google button simply stays hidden.
    meta: { silent: true },
  });
}
