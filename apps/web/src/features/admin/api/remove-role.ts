import type { AdminUserResponse } from '@wealthlog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { adminUsersKey } from './admin-users';
import type { ChangeRoleVars } from './add-role';

/** POST /api/admin/users/{id}/removeRole { roleId }; the last admin keeps ADMIN (BUS_004). */
export function removeRole({ userId, roleId }: ChangeRoleVars): Promise<AdminUserResponse> {
  return api.post<AdminUserResponse>(`/admin/users/${userId}/removeRole`, { roleId });
}

export function useRemoveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
