import type { AdminUserResponse } from '@wealthlog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { adminUsersKey } from './admin-users';

const call = caller(adminPaths);

/** POST /api/admin/users/{id}/reactivate. */
export function reactivateUser(userId: number): Promise<AdminUserResponse> {
  return call('admin.users.reactivate', { params: { id: userId } });
}

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
