import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTradingSettings } from '../../../lib/queries/trading-settings';
import { SectionCard } from '../../../components/section-card';
import { TradingSettingsForm } from '../components/trading-settings-form';

/** /settings/settingsTrading: watch lists, default fees and the break-even band. */
export function SettingsTradingPage() {
  const { t } = useTranslation();
  const { data } = useTradingSettings();
  return (
    <SectionCard
      title={t('settings.trading.title')}
      description={t('settings.trading.description')}
      testId="page-settings-trading"
    >
      {data ? (
        <TradingSettingsForm settings={data} />
      ) : (
        <Center py="lg">
          <Loader size="sm" aria-label={t('settings.loading')} />
        </Center>
      )}
    </SectionCard>
  );
}
