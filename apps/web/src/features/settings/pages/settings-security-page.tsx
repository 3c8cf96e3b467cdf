import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../components/change-password-form';
import { SessionsList } from '../components/sessions-list';
import { SectionCard } from '../../../components/section-card';

/**
 * /settings/security: change the password (then signed out), see and end sessions; `children` are
 * the sections of the sign-in features (second factor, passkeys, API tokens, activity), composed by
 * app/security-page.tsx because one feature never imports another.
 */
export function SettingsSecurityPage({ children }: { children?: ReactNode }) {
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
      {children}
    </Stack>
  );
}
