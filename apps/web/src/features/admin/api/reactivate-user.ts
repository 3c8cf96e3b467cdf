import type { AdminUserResponse } from '@wealthlog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { adminUsersKey } from './admin-users';

/** POST /api/admin/users/{id}/reactivate. */
export function reactivateUser(userId: number): Promise<AdminUserResponse> {
  return api.post<AdminUserResponse>(`/admin/users/${userId}/reactivate`);
}

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
