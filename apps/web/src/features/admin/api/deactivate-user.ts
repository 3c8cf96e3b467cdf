import type { AdminUserResponse } from '@wealthlog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { adminUsersKey } from './admin-users';

const call = caller(adminPaths);

/** POST /api/admin/users/{id}/deactivate: their sessions die; nobody deactivates themselves. */
export function deactivateUser(userId: number): Promise<AdminUserResponse> {
  return call('admin.users.deactivate', { params: { id: userId } });
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
