import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackupsPanel } from '../components/backups-panel';
import { HealthPanel } from '../components/health-panel';
import { UsersPanel } from '../components/users-panel';
import { Slot } from '../../../lib/slots';

/**
 * /admin/dashboard (ADMIN only; the route guard hides it from everyone else). `children` are other
 * features' panels (the activity log), composed by app/admin-page.tsx: one feature never imports
 * another.
 */
export function AdminDashboardPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="page-admin">
      <Title order={1}>{t('pages.admin')}</Title>
      <HealthPanel />
      <UsersPanel />
      {children}
      <Slot name="admin.security" props={{}} />
      <BackupsPanel />
    </Stack>
  );
}
