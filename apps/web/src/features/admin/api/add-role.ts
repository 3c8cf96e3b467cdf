import type { AdminUserResponse } from '@wealthlog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { adminUsersKey } from './admin-users';

const call = caller(adminPaths);

export interface ChangeRoleVars {
  userId: number;
  roleId: number;
}

/** POST /api/admin/users/{id}/addRole { roleId }. */
export function addRole({ userId, roleId }: ChangeRoleVars): Promise<AdminUserResponse> {
  return call('admin.users.addRole', { params: { id: userId }, body: { roleId } });
}

/** The server's refusals (e.g. the last admin) reach the toast mapping of the query client. */
export function useAddRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
