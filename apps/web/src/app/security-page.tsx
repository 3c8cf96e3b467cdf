import { useTranslation } from 'react-i18next';
import { SectionCard } from '../components/section-card';
import { PasskeysSection } from '../features/passkeys/components/passkeys-section';
import { SettingsSecurityPage } from '../features/settings/pages/settings-security-page';

/**
 * Settings → Security, composed here because features never import one another: the settings
 * feature's password and sessions, then one section per sign-in feature (two-step sign-in,
 * passkeys, API tokens, activity), each a component of its own feature folder.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  return (
    <SettingsSecurityPage>
      <SectionCard
        title={t('passkeys.title')}
        description={t('passkeys.description')}
        testId="passkeys-card"
      >
        <PasskeysSection />
      </SectionCard>
    </SettingsSecurityPage>
  );
}
