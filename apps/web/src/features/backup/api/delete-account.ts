import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { authPaths, type DeleteMeBody } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { caller } from '../../../lib/api/endpoints';
import { useSession } from '../../../lib/session';

const call = caller(authPaths);

/** DELETE /api/auth/me { password, confirm: <username> } → 204: the user and all they own, gone. */
export function deleteAccount(body: DeleteMeBody): Promise<void> {
  return call('auth.me.delete', { body });
}

/**
 * The account is gone, so is the session: signed out here too, on to the sign-in page, where the
 * note says what happened. Refusals (wrong password, the name mistyped) are the dialog's to show
 * on its fields, so the toast stays quiet (meta.silent).
 */
export function useDeleteAccount() {
  const { t } = useTranslation();
  const { logout } = useSession();
  return useMutation({
    mutationFn: deleteAccount,
    meta: { silent: true },
    onSuccess: async () => {
      notifications.show({
        color: 'teal',
        message: t('backup.delete.done'),
        autoClose: 10_000,
      });
      await logout();
    },
  });
}
