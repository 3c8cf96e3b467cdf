import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackupsPanel } from '../components/backups-panel';
import { HealthPanel } from '../components/health-panel';
import { UsersPanel } from '../components/users-panel';
import { Slot } from '../../../lib/slots';

/** /admin/dashboard (ADMIN only; the route guard hides it from everyone else). */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="page-admin">
      <Title order={1}>{t('pages.admin')}</Title>
      <HealthPanel />
      <UsersPanel />
      <Slot name="admin.security" props={{}} />
      <BackupsPanel />
    </Stack>
  );
}
