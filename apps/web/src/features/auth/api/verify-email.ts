import type { MessageResponse } from '@wealthlog/core';
import { useQuery } from '@tanstack/react-query';
import { authPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(authPaths);

/** GET /api/auth/verify-email?token= */
export function verifyEmailRequest(token: string): Promise<MessageResponse> {
  return call('auth.email.verify', { query: { token } });
}

export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmailRequest(token ?? ''),
    enabled: Boolean(token),
    // A link is single-use: never re-run it behind the user's back.
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { errorFallback: 'messages.emailVerificationFailed' },
  });
}
