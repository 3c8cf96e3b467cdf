import { Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SettingsNav } from '../components/settings-nav';

/** /settings/*: one heading and one sub-navigation around whichever section is open. */
export function SettingsLayout() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={880} data-testid="page-settings">
      <Title order={1}>{t('pages.settings')}</Title>
      <SettingsNav />
      <Divider />
      <Outlet />
    </Stack>
  );
}
