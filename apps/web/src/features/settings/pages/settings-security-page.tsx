import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../components/change-password-form';
import { SessionsList } from '../components/sessions-list';
import { SectionCard } from '../../../components/section-card';
import { ApiTokensSection } from '../../api-tokens/components/api-tokens-section';

/** /settings/security: change the password (then signed out), see and end sessions, API tokens. */
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
      <SectionCard
        title={t('apiTokens.title')}
        description={t('apiTokens.description')}
        testId="api-tokens-card"
      >
        <ApiTokensSection />
      </SectionCard>
    </Stack>
  );
}
