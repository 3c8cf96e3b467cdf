import { Select, Stack, Switch } from '@mantine/core';
import {
  DIGEST_WEEKDAYS,
  type DigestSettings,
  type UpdateDigestSettingsBody,
} from '@wealthlog/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES } from '../../../lib/format';
import { isLocale } from '../../../lib/locale';
import { useUpdateDigestSettings } from '../api/digest-settings';
import { showSettingsSaved } from './settings-saved';

/** Each ISO weekday (1 = Monday) named in the UI language: 2024-01-01 was a Monday. */
function weekdayOptions(language: string) {
  const format = new Intl.DateTimeFormat(INTL_LOCALES[isLocale(language) ? language : 'en'], {
    weekday: 'long',
    timeZone: 'UTC',
  });
  return DIGEST_WEEKDAYS.map((d) => ({
    value: String(d),
    label: format.format(new Date(Date.UTC(2024, 0, d))),
  }));
}

/** The weekly e-mail: a switch and its weekday, each saved at once like the general settings. */
export function DigestSettingsForm({ settings }: { settings: DigestSettings }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateDigestSettings();
  const days = useMemo(() => weekdayOptions(i18n.language), [i18n.language]);
  const save = (body: UpdateDigestSettingsBody) =>
    update.mutate(body, { onSuccess: () => showSettingsSaved(t) });

  return (
    <Stack gap="md">
      <Switch
        data-testid="settings-digest-enabled"
        label={t('settings.digest.enabled')}
        description={t('settings.digest.enabledHint')}
        checked={settings.enabled}
        disabled={update.isPending}
        onChange={(e) => save({ enabled: e.currentTarget.checked })}
      />
      <Select
        data-testid="settings-digest-weekday"
        label={t('settings.digest.weekday')}
        description={t('settings.digest.weekdayHint')}
        allowDeselect={false}
        maw={320}
        data={days}
        value={String(settings.weekday)}
        onChange={(value) => {
          const weekday = Number(value);
          if (value && weekday !== settings.weekday) save({ weekday });
        }}
      />
    </Stack>
  );
}
