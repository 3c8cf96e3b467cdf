import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../components/change-password-form';
import { SessionsList } from '../components/sessions-list';
import { SectionCard } from '../../../components/section-card';
// eslint-disable-next-line local/import-boundaries -- the security page hosts the activity feature's section (issue 32)
import { ActivityList } from '../../activity/components/activity-list';

/** /settings/security: change the password (then signed out), see and end sessions, the activity. */
export function SettingsSecurityPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="page-settings-security">
      <SectionCard
        title={t('settings.security.passwordTitle')}
        description={t('settings.security.passwordDescription')}
      >
        <ChangePasswordForm />
      </SectionCard>
      <SectionCard
        title={t('settings.security.sessionsTitle')}
        description={t('settings.security.sessionsDescription')}
      >
        <SessionsList />
      </SectionCard>
      <SectionCard title={t('activity.title')} description={t('activity.description')}>
        <ActivityList />
      </SectionCard>
    </Stack>
  );
}
