import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../../lib/queries/general-settings';
import { GeneralSettingsForm } from '../components/general-settings-form';
import { SectionCard } from '../../../components/section-card';

/** /settings/settingsGeneral: display mode, language, base currency, time zone. */
export function SettingsGeneralPage() {
  const { t } = useTranslation();
  const { data } = useGeneralSettings();
  return (
    <Stack gap="md" data-testid="page-settings-general">
      <SectionCard
        title={t('settings.general.title')}
        description={t('settings.general.description')}
      >
        {data ? (
          <GeneralSettingsForm settings={data} />
        ) : (
          <Center py="lg">
            <Loader size="sm" aria-label={t('settings.loading')} />
          </Center>
        )}
      </SectionCard>
    </Stack>
  );
}
