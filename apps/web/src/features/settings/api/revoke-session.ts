import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { sessionsKey } from './sessions';

const call = caller(authPaths);

/** DELETE /api/auth/sessions/{id}: signs that device out. */
export function revokeSession(id: string): Promise<void> {
  return call('auth.sessions.delete', { params: { id } });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
