import {
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  useMantineColorScheme,
} from '@mantine/core';
import {
  DISPLAY_MODES,
  LOCALES,
  isCurrencyCode,
  type GeneralSettings,
  type UpdateGeneralSettingsBody,
} from '@wealthlog/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isDisplayMode, toDisplayMode } from '../../../lib/display-mode';
import { isLocale } from '../../../lib/locale';
import { useUpdateGeneralSettings } from '../../../lib/queries/general-settings';
import { useApplyDisplaySettings } from '../../../lib/use-apply-display-settings';
import { currencyOptions, timeZoneOptions } from './option-lists';
import { showSettingsSaved } from './settings-saved';

/**
 * Every change is applied at once and saved at once (no Save button): display mode and language
 * show what this browser currently uses, currency and time zone what the server holds.
 */
export function GeneralSettingsForm({ settings }: { settings: GeneralSettings }) {
  const { t, i18n } = useTranslation();
  const { colorScheme } = useMantineColorScheme();
  const apply = useApplyDisplaySettings();
  const update = useUpdateGeneralSettings();
  const modeLabelId = useId();
  const languageLabelId = useId();
  const currencies = useMemo(() => currencyOptions(i18n.language), [i18n.language]);
  const zones = useMemo(() => timeZoneOptions(settings.timezone), [settings.timezone]);

  const save = (body: UpdateGeneralSettingsBody) =>
    update.mutate(body, { onSuccess: () => showSettingsSaved(t) });

  return (
    <Stack gap="lg">
      <Input.Wrapper label={t('settings.general.displayMode')} labelProps={{ id: modeLabelId }}>
        <SegmentedControl
          mt={4}
          fullWidth
          aria-labelledby={modeLabelId}
          data-testid="settings-display-mode"
          value={toDisplayMode(colorScheme)}
          onChange={(value) => {
            if (!isDisplayMode(value)) return;
            apply({ displayMode: value });
            save({ displayMode: value });
          }}
          data={DISPLAY_MODES.map((mode) => ({ value: mode, label: t(`displayMode.${mode}`) }))}
        />
      </Input.Wrapper>
      <Input.Wrapper label={t('settings.general.language')} labelProps={{ id: languageLabelId }}>
        <SegmentedControl
          mt={4}
          fullWidth
          aria-labelledby={languageLabelId}
          data-testid="settings-language"
          value={isLocale(i18n.language) ? i18n.language : 'en'}
          onChange={(value) => {
            if (!isLocale(value)) return;
            apply({ language: value });
            save({ language: value });
          }}
          // Each language in its own name, so someone lost in a foreign UI still finds theirs.
          data={LOCALES.map((locale) => ({
            value: locale,
            label: <span lang={locale}>{t(`language.${locale}`)}</span>,
          }))}
        />
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('settings.general.currency')}
          description={t('settings.general.currencyHint')}
          data-testid="settings-currency"
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('settings.nothingFound')}
          data={currencies}
          value={settings.currency}
          onChange={(value) => {
            if (value && isCurrencyCode(value) && value !== settings.currency)
              save({ currency: value });
          }}
        />
        <Select
          label={t('settings.general.timezone')}
          description={t('settings.general.timezoneHint')}
          data-testid="settings-timezone"
          searchable
          allowDeselect={false}
          limit={100}
          nothingFoundMessage={t('settings.nothingFound')}
          data={zones}
          value={settings.timezone}
          onChange={(value) => value && value !== settings.timezone && save({ timezone: value })}
        />
      </SimpleGrid>
    </Stack>
  );
}
