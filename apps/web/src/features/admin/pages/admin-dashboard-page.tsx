import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
// eslint-disable-next-line local/import-boundaries -- the admin area shows the activity feature's panel (issue 32)
import { AdminActivityPanel } from '../../activity/components/admin-activity-panel';
import { BackupsPanel } from '../components/backups-panel';
import { HealthPanel } from '../components/health-panel';
import { UsersPanel } from '../components/users-panel';

/** /admin/dashboard (ADMIN only; the route guard hides it from everyone else). */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="page-admin">
      <Title order={1}>{t('pages.admin')}</Title>
      <HealthPanel />
      <UsersPanel />
      <AdminActivityPanel />
      <BackupsPanel />
    </Stack>
  );
}
