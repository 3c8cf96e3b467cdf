import type { RevokeOthersResponse } from '@wealthlog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { sessionsKey } from './sessions';

const call = caller(authPaths);

/** POST /api/auth/sessions/revoke-others: every device but this one is signed out. */
export function revokeOtherSessions(): Promise<RevokeOthersResponse> {
  return call('auth.sessions.revokeOthers');
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
