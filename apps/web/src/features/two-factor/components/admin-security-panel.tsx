import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useAdminSecurity, useSetRequireTwoFactor } from '../api/admin-security';

/** The admin dashboard's "Security": whether everyone must use two-step sign-in. */
export default function AdminSecurityPanel() {
  const { t } = useTranslation();
  const { data } = useAdminSecurity();
  const set = useSetRequireTwoFactor();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="admin-security-panel">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('twoFactor.admin.title')}
        </Title>
        <Switch
          label={t('twoFactor.admin.require')}
          description={t('twoFactor.admin.requireDescription')}
          checked={data?.requireTwoFactor ?? false}
          disabled={!data || set.isPending}
          onChange={(e) =>
            set.mutate(e.currentTarget.checked, {
              onSuccess: () =>
                notifications.show({ color: 'teal', message: t('twoFactor.admin.saved') }),
            })
          }
          data-testid="require-two-factor"
        />
        <Text size="xs" c="dimmed">
          {t('twoFactor.admin.resetHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
