import type { AdminUserResponse } from '@wealthlog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { adminUsersKey } from './admin-users';
import type { ChangeRoleVars } from './add-role';

const call = caller(adminPaths);

/** POST /api/admin/users/{id}/removeRole { roleId }; the last admin keeps ADMIN (BUS_004). */
export function removeRole({ userId, roleId }: ChangeRoleVars): Promise<AdminUserResponse> {
  return call('admin.users.removeRole', { params: { id: userId }, body: { roleId } });
}

export function useRemoveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
