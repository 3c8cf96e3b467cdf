import { Text } from '@mantine/core';
import type { AdminUser } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { TypedConfirmModal } from '../../../components/typed-confirm-modal';
import { useDeleteUser } from '../api/delete-user';

/** Delete a user and all they own: their username typed out, the admin's own password asked. */
export function DeleteUserDialog({
  user,
  name,
  onClose,
}: {
  user: AdminUser;
  name: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  return (
    <TypedConfirmModal
      title={t('admin.users.deleteTitle')}
      expected={user.username}
      passwordLabel={t('admin.users.deletePassword')}
      confirmLabel={t('admin.users.delete')}
      onClose={onClose}
      onConfirm={async (body) => {
        await remove.mutateAsync({ user, body });
        onClose();
      }}
      testId="delete-user-dialog"
    >
      <Text size="sm">{t('admin.users.deleteBody', { name, username: user.username })}</Text>
    </TypedConfirmModal>
  );
}
