import type { AdminDeleteUserBody, AdminUser } from '@wealthlog/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { caller } from '../../../lib/api/endpoints';
import { adminUsersKey } from './admin-users';

const call = caller(adminPaths);

/**
 * DELETE /api/admin/users/{id} { password, confirm }: the administrator types the user's name and
 * their own password; the user, every row and file of theirs, is gone (204).
 */
export function deleteUser(userId: number, body: AdminDeleteUserBody): Promise<void> {
  return call('admin.users.delete', { params: { id: userId }, body });
}

/** Refusals go on the dialog's fields (meta.silent); on success the list drops the user. */
export function useDeleteUser() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, body }: { user: AdminUser; body: AdminDeleteUserBody }) =>
      deleteUser(user.id, body),
    meta: { silent: true },
    onSuccess: (_answer, { user }) => {
      notifications.show({
        color: 'teal',
        message: t('admin.users.deleted', { username: user.username }),
      });
      return queryClient.invalidateQueries({ queryKey: adminUsersKey });
    },
  });
}
