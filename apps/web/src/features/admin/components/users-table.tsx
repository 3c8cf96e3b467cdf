import { Badge, Box, Group, Table, VisuallyHidden } from '@mantine/core';
import type { AdminUser, Role } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { UserActionsMenu } from './user-actions-menu';
import { EmptyTableRow } from '../../../components/empty-table-row';

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return (
    // The primary colour's light variant passes AA (theme.ts); Mantine's teal does not.
    <Badge variant="light" color={value ? undefined : 'gray'}>
      {value ? t('admin.yes') : t('admin.no')}
    </Badge>
  );
}

/** Scrolls sideways on a phone rather than squeezing nine columns into 390 px. */
export function UsersTable({
  users,
  roles,
}: {
  users: readonly AdminUser[];
  roles: readonly Role[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    // A focusable, named region: keyboard users can scroll it too (axe scrollable-region-focusable).
    <Box
      component="section"
      tabIndex={0}
      aria-label={t('admin.users.title')}
      // position: relative keeps the visually hidden header text inside the scrolled box; without
      // it, that absolutely positioned text widens the whole document on a phone.
      style={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}
      data-testid="users-table-scroll"
    >
      <Table miw={960} striped highlightOnHover verticalSpacing="xs" data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.users.username')}</Table.Th>
            <Table.Th>{t('admin.users.name')}</Table.Th>
            <Table.Th>{t('admin.users.email')}</Table.Th>
            <Table.Th>{t('admin.users.roles')}</Table.Th>
            <Table.Th>{t('admin.users.verified')}</Table.Th>
            <Table.Th>{t('admin.users.active')}</Table.Th>
            <Table.Th>{t('admin.users.created')}</Table.Th>
            <Table.Th>{t('admin.users.lastLogin')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('admin.users.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.length === 0 && <EmptyTableRow columns={9}>{t('admin.users.none')}</EmptyTableRow>}
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid={`user-row-${user.username}`}>
              <Table.Td fw={600}>{user.username}</Table.Td>
              <Table.Td>
                {user.firstName} {user.lastName}
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>
                <Group gap={4} data-testid="user-roles">
                  {user.roles.map((role) => (
                    <Badge key={role} variant={role === 'ADMIN' ? 'filled' : 'light'} size="sm">
                      {role}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <YesNo value={user.emailVerified} />
              </Table.Td>
              <Table.Td>
                <YesNo value={user.active} />
              </Table.Td>
              <Table.Td>{format.instantDate(user.createdAt)}</Table.Td>
              <Table.Td>{format.dateTime(user.lastLoginAt)}</Table.Td>
              <Table.Td>
                <UserActionsMenu user={user} roles={roles} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
