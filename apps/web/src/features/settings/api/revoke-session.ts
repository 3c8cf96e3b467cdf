import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { sessionsKey } from './sessions';

/** DELETE /api/auth/sessions/{id}: signs that device out. */
export function revokeSession(id: string): Promise<void> {
  return api.delete(`/auth/sessions/${encodeURIComponent(id)}`);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
