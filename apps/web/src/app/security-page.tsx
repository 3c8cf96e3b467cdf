import { useTranslation } from 'react-i18next';
import { SectionCard } from '../components/section-card';
import { ActivitySection } from '../features/activity/components/activity-section';
import { ApiTokensSection } from '../features/api-tokens/components/api-tokens-section';
import { PasskeysSection } from '../features/passkeys/components/passkeys-section';
import { SettingsSecurityPage } from '../features/settings/pages/settings-security-page';
import { TwoFactorSection } from '../features/two-factor/components/two-factor-section';

/**
 * Settings → Security, composed here because features never import one another: the settings
 * feature's password and sessions, then one section per sign-in feature (two-step sign-in,
 * passkeys, API tokens, activity), each a component of its own feature folder.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  return (
    <SettingsSecurityPage>
      <SectionCard title={t('twoFactor.title')} description={t('twoFactor.description')}>
        <TwoFactorSection />
      </SectionCard>
      <SectionCard
        title={t('passkeys.title')}
        description={t('passkeys.description')}
        testId="passkeys-card"
      >
        <PasskeysSection />
      </SectionCard>
      <SectionCard
        title={t('apiTokens.title')}
        description={t('apiTokens.description')}
        testId="api-tokens-card"
      >
        <ApiTokensSection />
      </SectionCard>
      <ActivitySection />
    </SettingsSecurityPage>
  );
}
