import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../../lib/queries/general-settings';
import { useDigestSettings } from '../api/digest-settings';
import { DigestSettingsForm } from '../components/digest-settings-form';
import { GeneralSettingsForm } from '../components/general-settings-form';
import { SectionCard } from '../../../components/section-card';

function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="lg">
      <Loader size="sm" aria-label={t('settings.loading')} />
    </Center>
  );
}

/** /settings/settingsGeneral: display mode, language, base currency, time zone; the weekly e-mail. */
export function SettingsGeneralPage() {
  const { t } = useTranslation();
  const { data } = useGeneralSettings();
  const digest = useDigestSettings();
  return (
    <Stack gap="md" data-testid="page-settings-general">
      <SectionCard
        title={t('settings.general.title')}
        description={t('settings.general.description')}
      >
        {data ? <GeneralSettingsForm settings={data} /> : <Loading />}
      </SectionCard>
      <SectionCard
        title={t('settings.digest.title')}
        description={t('settings.digest.description')}
        testId="settings-digest"
      >
        {digest.data ? <DigestSettingsForm settings={digest.data} /> : <Loading />}
      </SectionCard>
    </Stack>
  );
}
