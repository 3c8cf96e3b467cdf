import type { RevokeOthersResponse } from '@wealthlog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { sessionsKey } from './sessions';

/** POST /api/auth/sessions/revoke-others: every device but this one is signed out. */
export function revokeOtherSessions(): Promise<RevokeOthersResponse> {
  return api.post<RevokeOthersResponse>('/auth/sessions/revoke-others');
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
