import { ActionIcon, Box, Button, Group, Stack, Text, useDirection } from '@mantine/core';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLayoutSidebarRightCollapse,
  IconLayoutSidebarRightExpand,
  IconLogout,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../components/hint';
import { UserAvatar } from '../../components/user-avatar';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { useLogout } from '../../features/auth/hooks/use-logout';

interface SidebarFooterProps {
  collapsed?: boolean;
  /** Absent in the mobile drawer, which has no collapsed form. */
  onToggleCollapsed?: () => void;
}

/** The user's name and e-mail, the collapse/expand toggle, Logout (hidden when collapsed). */
export function SidebarFooter({ collapsed = false, onToggleCollapsed }: SidebarFooterProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const { dir } = useDirection();

  // The icon points toward where the sidebar goes, so it flips with the layout in rtl.
  const ToggleIcon =
    dir === 'rtl'
      ? collapsed
        ? IconLayoutSidebarRightExpand
        : IconLayoutSidebarRightCollapse
      : collapsed
        ? IconLayoutSidebarLeftExpand
        : IconLayoutSidebarLeftCollapse;
  const toggleLabel = collapsed ? t('frame.expandSidebar') : t('frame.collapseSidebar');

  return (
    <Stack gap="sm" data-testid="sidebar-footer">
      {user && !collapsed && (
        <Group gap="sm" wrap="nowrap" data-testid="sidebar-user" style={{ minWidth: 0 }}>
          <UserAvatar
            size={36}
            firstName={user.firstName}
            lastName={user.lastName}
            avatarUrl={user.avatarUrl}
          />
          <Box style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate="end">
              {user.firstName} {user.lastName}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {user.email}
            </Text>
          </Box>
        </Group>
      )}
      <Group gap="xs" justify={collapsed ? 'center' : 'space-between'} wrap="nowrap">
        {!collapsed && (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            fw={500}
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            onClick={logout}
            data-testid="logout-button"
          >
            {t('frame.logout')}
          </Button>
        )}
        {onToggleCollapsed && (
          <Hint label={toggleLabel} side={dir === 'rtl' ? 'left' : 'right'}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={onToggleCollapsed}
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
              data-testid="sidebar-toggle"
            >
              <ToggleIcon size={20} stroke={1.75} aria-hidden="true" />
            </ActionIcon>
          </Hint>
        )}
      </Group>
    </Stack>
  );
}
