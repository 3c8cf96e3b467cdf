import type { AdminUserResponse } from '@wealthlog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { adminUsersKey } from './admin-users';

/** POST /api/admin/users/{id}/deactivate: their sessions die; nobody deactivates themselves. */
export function deactivateUser(userId: number): Promise<AdminUserResponse> {
  return api.post<AdminUserResponse>(`/admin/users/${userId}/deactivate`);
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
