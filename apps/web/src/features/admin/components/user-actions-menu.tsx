import { ActionIcon, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconDots,
  IconMinus,
  IconPlayerPlay,
  IconPlayerStop,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import type { AdminUser, Role } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddRole } from '../api/add-role';
import { useDeactivateUser } from '../api/deactivate-user';
import { useSession } from '../../../lib/session';
import { Slot } from '../../../lib/slots';
import { useReactivateUser } from '../api/reactivate-user';
import { useRemoveRole } from '../api/remove-role';
import { DeleteUserDialog } from './delete-user-dialog';

interface UserActionsMenuProps {
  user: AdminUser;
  roles: readonly Role[];
}

/**
 * Add or remove a role, deactivate or reactivate (confirmed first), delete (the username typed and
 * the admin's own password). Refusals such as "last admin" or "your own account" come back from
 * the server and reach the one toast mapping.
 */
export function UserActionsMenu({ user, roles }: UserActionsMenuProps) {
  const { t } = useTranslation();
  const addRole = useAddRole();
  const removeRole = useRemoveRole();
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  const missing = roles.filter((r) => !user.roles.includes(r.name));
  const held = roles.filter((r) => user.roles.includes(r.name));
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const [deleting, setDeleting] = useState(false);
  // An admin leaves from Settings → Your data, like anyone: the server refuses it here (selfDelete).
  const self = useSession().user?.id === user.id;

  const confirmActive = (active: boolean) =>
    modals.openConfirmModal({
      title: active ? t('admin.users.reactivateTitle') : t('admin.users.deactivateTitle'),
      children: (
        <Text size="sm">
          {active
            ? t('admin.users.reactivateBody', { name, username: user.username })
            : t('admin.users.deactivateBody', { name, username: user.username })}
        </Text>
      ),
      labels: {
        confirm: active ? t('admin.users.reactivate') : t('admin.users.deactivate'),
        cancel: t('admin.cancel'),
      },
      confirmProps: { color: active ? undefined : 'red', 'data-testid': 'confirm-active' },
      onConfirm: () => (active ? reactivate.mutate(user.id) : deactivate.mutate(user.id)),
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('admin.users.actionsFor', { username: user.username })}
            data-testid={`user-actions-${user.username}`}
          >
            <IconDots size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {missing.length > 0 && <Menu.Label>{t('admin.users.addRole')}</Menu.Label>}
          {missing.map((role) => (
            <Menu.Item
              key={`add-${role.id}`}
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => addRole.mutate({ userId: user.id, roleId: role.id })}
              data-testid={`add-role-${role.name}`}
            >
              {role.name}
            </Menu.Item>
          ))}
          {held.length > 0 && <Menu.Label>{t('admin.users.removeRole')}</Menu.Label>}
          {held.map((role) => (
            <Menu.Item
              key={`remove-${role.id}`}
              leftSection={<IconMinus size={16} aria-hidden="true" />}
              onClick={() => removeRole.mutate({ userId: user.id, roleId: role.id })}
              data-testid={`remove-role-${role.name}`}
            >
              {role.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          {user.active ? (
            <Menu.Item
              color="red"
              leftSection={<IconPlayerStop size={16} aria-hidden="true" />}
              onClick={() => confirmActive(false)}
              data-testid="deactivate-user"
            >
              {t('admin.users.deactivate')}
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
              onClick={() => confirmActive(true)}
              data-testid="reactivate-user"
            >
              {t('admin.users.reactivate')}
            </Menu.Item>
          )}
          <Slot name="admin.userMenu" props={{ userId: user.id, username: user.username }} />
          {!self && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => setDeleting(true)}
              data-testid="delete-user"
            >
              {t('admin.users.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {deleting && <DeleteUserDialog user={user} name={name} onClose={() => setDeleting(false)} />}
    </>
  );
}
